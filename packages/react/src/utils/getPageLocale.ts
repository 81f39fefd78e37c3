import { getFormatLocale } from '../i18n/formatLocale.js'

/**
 * The locale for numbers and dates: the widget's chosen locale once one other than English is
 * loaded, else the document's `lang`, else the browser's language; undefined on the server (the
 * runtime's default).
 */
export function getPageLocale(): string | undefined {
  const chosen = getFormatLocale()
  if (chosen) return chosen
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
