// Loads the strings of the nearest locale the widget has, each locale a chunk of its own that the
// bundler makes from the folders present (locales/<tag>/index.js): a folder added is a locale
// supported, with no list to edit. English is built in and never loaded here.
import type { LocaleStrings } from './LocaleStrings.js'
import { localeCandidates } from './localeCandidates.js'
import { localeDirection } from './localeDirection.js'

/** A locale found: its folder's tag, the requested tag it matched, its direction and strings. */
export type LoadedLocale = {
  tag: string
  requested: string
  dir: 'ltr' | 'rtl'
  strings: LocaleStrings
}

// One folder's strings; rejects when there is no such folder (the bundler's import of a tag it
// did not find among the folders).
async function importLocale(tag: string): Promise<LocaleStrings> {
  const module: { strings: LocaleStrings } = await import(`./locales/${tag}/index.js`)
  return module.strings
}

const loading = new Map<string, Promise<LocaleStrings | undefined>>()

// Each folder is asked for once per page, found or not.
function tryLocale(tag: string): Promise<LocaleStrings | undefined> {
  let promise = loading.get(tag)
  if (!promise) {
    promise = importLocale(tag).catch(() => undefined)
    loading.set(tag, promise)
  }
  return promise
}

/**
 * The strings of the first of `requested` (BCP 47 tags, preferred first) that a locale folder
 * matches, trying each tag's nearest folders first ('de-AT', then 'de'); undefined when none
 * does or the first match is English (built in).
 */
export async function loadLocale(requested: readonly string[]): Promise<LoadedLocale | undefined> {
  for (const wanted of requested) {
    for (const tag of localeCandidates(wanted)) {
      if (tag === 'en' || tag.startsWith('en-')) return undefined
      const strings = await tryLocale(tag)
      if (strings) return { tag, requested: wanted, dir: localeDirection(tag), strings }
    }
  }
  return undefined
}
