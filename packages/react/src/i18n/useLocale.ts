// The provider's locale: the `locale` option, else the browser's languages, matched to the
// nearest locale folder and loaded after the first render (the server and the hydrating client
// both render English first). English, built in, loads nothing: the matching and the folders'
// import map (loadLocale.js) are a chunk of their own, fetched only for another language.
import type { LatchkeyClient } from '@latchkey/core'
import { useEffect, useState } from 'react'
import { setFormatLocale } from './formatLocale.js'
import type { LoadedLocale } from './loadLocale.js'

// The browser's languages, preferred first.
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages?.length) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

/** The locale the client's options or the browser ask for, once loaded; undefined for English. */
export function useLocale(client: LatchkeyClient): LoadedLocale | undefined {
  const [loaded, setLoaded] = useState<LoadedLocale>()
  const { locale, debug } = client.options
  useEffect(() => {
    const requested = locale ? [locale] : browserLanguages()
    // English first (or nothing asked): nothing to load.
    if (requested.length === 0 || /^en(-|$)/i.test(requested[0]!)) return
    let current = true
    let applied = false
    void import('./loadLocale.js')
      .then(({ loadLocale }) => loadLocale(requested))
      .then((found) => {
        if (!current) return
        // Numbers and dates follow the strings' locale (the tag asked for: 'de-AT', not 'de').
        setFormatLocale(found?.requested)
        applied = true
        setLoaded(found)
        if (!found && locale && debug)
          console.warn(`[latchkey] No locale for '${locale}': the widget shows English.`)
      })
    return () => {
      current = false
      // Unmounted (or another locale asked for): numbers and dates no longer follow this one.
      if (applied) setFormatLocale(undefined)
    }
  }, [locale, debug])
  return loaded
}
