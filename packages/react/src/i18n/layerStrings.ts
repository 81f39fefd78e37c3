// A lazily loaded view's strings: the English defaults of its part, with the modal's strings laid
// over them (the shell's English and the dapp's locale, which names any key of `Strings`).

/**
 * `defaults` with `strings` over them: a key `strings` names wins, so the dapp's locale
 * replaces a part's English string; the parts' keys and the shell's do not overlap.
 */
export function layerStrings<Defaults extends object, Over extends object>(
  defaults: Defaults,
  strings: Over,
): Defaults & Over {
  return { ...defaults, ...strings }
}
