// The folders (locales/<tag>) to try for one requested language tag, nearest first. Folder tags
// are a language ('de', 'pt'), or a language and region where the script or the words differ
// (zh-CN, zh-HK, zh-TW). A region the folders do not have falls back to the bare language.

// Tags browsers still send for languages whose code changed (iw is he, in is id, ji is yi).
const renamed: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', no: 'nb' }

// Chinese: the region decides the script and the words. Hong Kong and Macau read traditional
// characters with Cantonese usage (zh-HK), then Taiwan's (zh-TW); Singapore and the mainland read
// simplified (zh-CN). A script subtag alone decides when no region is given.
function chineseCandidates(script: string | undefined, region: string | undefined): string[] {
  if (region === 'HK' || region === 'MO') return ['zh-HK', 'zh-TW']
  if (region === 'TW') return ['zh-TW', 'zh-HK']
  if (region === 'CN' || region === 'SG' || region === 'MY') return ['zh-CN']
  if (script === 'Hant') return ['zh-TW', 'zh-HK']
  return ['zh-CN']
}

/**
 * The locale folder tags to try for `tag`, nearest first: 'de-AT' gives ['de-AT', 'de'],
 * 'pt-BR' ['pt-BR', 'pt'], 'zh-Hant-HK' ['zh-HK', 'zh-TW'], 'iw' ['he']; [] for a malformed tag.
 */
export function localeCandidates(tag: string): string[] {
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return []
  }
  const language = renamed[locale.language] ?? locale.language
  if (language === 'zh') return chineseCandidates(locale.script, locale.region)
  return locale.region ? [`${language}-${locale.region}`, language] : [language]
}
