/**
 * The page's locale for numbers and dates: the document's `lang`, else the browser's language;
 * undefined on the server (the runtime's default).
 */
export function getPageLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const lang = document.documentElement.lang.trim()
  if (lang) {
    try {
      // A malformed lang attribute must not break the widget.
      return Intl.getCanonicalLocales(lang)[0]
    } catch {}
  }
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined
}
