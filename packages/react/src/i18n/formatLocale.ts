// The locale numbers, currencies and dates are formatted in: the chosen locale's tag once one
// other than English is loaded, else the page's (getPageLocale). Module state, as the formatters
// run in code that has no React context (the strings' functions, formatBalance).

let chosen: string | undefined

/** Sets the tag numbers and dates follow (undefined: the page's `lang`, as with English). */
export function setFormatLocale(tag: string | undefined): void {
  chosen = tag
}

/** The tag `setFormatLocale` set, if any. */
export function getFormatLocale(): string | undefined {
  return chosen
}
