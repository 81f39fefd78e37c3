import { expect, test } from 'vitest'
import { getSafeLink } from './getSafeLink.js'

test.each<[string | null | undefined, 'web' | 'app', string | undefined]>([
  ['https://rainbow.me/', 'web', 'https://rainbow.me/'],
  ['http://127.0.0.1:8787/x', 'web', 'http://127.0.0.1:8787/x'],
  ['metamask://', 'web', undefined],
  ['metamask://', 'app', 'metamask://'],
  ['https://link.trustwallet.com', 'app', 'https://link.trustwallet.com'],
  ['javascript:alert(1)', 'app', undefined],
  ['data:text/html,x', 'app', undefined],
  ['not a url', 'web', undefined],
  [null, 'web', undefined],
  ['', 'app', undefined],
])('behavior: %s as a %s link', (link, kind, expected) => {
  expect(getSafeLink(link, kind)).toBe(expected)
})
