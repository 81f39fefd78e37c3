// What a locale folder (locales/<tag>/index.js) provides: every string of `en` except the few that
// only format numbers and dates, which follow the chosen locale through `Intl` (formatLocale.ts).
import type { Strings } from './en.js'

/** The keys of `en` that format a number or a date through `Intl`: no locale writes them. */
export const formatKeys = ['usdValue', 'usdFee', 'activityMonth', 'activityDate'] as const

/** The strings one locale translates: `Strings` without the formatting keys. */
export type LocaleStrings = Omit<Strings, (typeof formatKeys)[number]>
