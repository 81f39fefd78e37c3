import type { NameLabelProblem } from './NamesState.js'

/** What `readNameLabel` makes of a typed name. */
export type ReadNameLabelReturnType = {
  /** The label, lower case, without the suffix if it was typed ('bobby'). */
  label: string
  /** What breaks spec section 5's rule, if anything. */
  problem: NameLabelProblem | undefined
}

// Spec section 5: letters, digits and hyphens (the protocol's `nameLabelPattern`, 4 to 63).
const labelCharacters = /^[a-z0-9-]*$/
const minLabelLength = 4
const maxLabelLength = 63

/**
 * Reads the label out of what was typed (trimmed, lower case, `.suffix` dropped when typed) and
 * says what breaks the rule: characters other than letters, digits and hyphens, fewer than 4, or
 * more than a DNS label's 63.
 */
export function readNameLabel(input: string, suffix: string): ReadNameLabelReturnType {
  const typed = input.trim().toLowerCase()
  const label = typed.endsWith(`.${suffix}`) ? typed.slice(0, -suffix.length - 1) : typed
  const problem = !labelCharacters.test(label)
    ? 'invalidCharacters'
    : label.length < minLabelLength
      ? 'tooShort'
      : label.length > maxLabelLength
        ? 'tooLong'
        : undefined
  return { label, problem }
}
