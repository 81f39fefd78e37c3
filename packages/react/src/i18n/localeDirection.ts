// Languages written right to left among those the widget may be translated into (and their
// neighbours a dapp may add: Persian, Urdu, Yiddish, Dhivehi, Pashto, Kurdish Sorani, Syriac).
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'dv', 'ps', 'ckb', 'syr'])

/** The writing direction of a locale tag: 'rtl' for Arabic, Hebrew and the like, else 'ltr'. */
export function localeDirection(tag: string): 'ltr' | 'rtl' {
  return rightToLeft.has(tag.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}
