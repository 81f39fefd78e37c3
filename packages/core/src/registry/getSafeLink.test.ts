import { describe, expect, test } from 'vitest'
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

const fallback = encodeURIComponent('https://metamask.io/download')

describe('allow-list', () => {
  test.each([
    'metamask://',
    'metamask:',
    'okex://main',
    'argent://app/',
    'keplrwallet://wcV2',
    'ledgerlive://',
    'wallet:/path',
    'https://phantom.app/ul/v1',
    'http://localhost:5173/wallet',
    'http://[::1]:8080/',
    `intent://wc#Intent;scheme=metamask;package=io.metamask;S.browser_fallback_url=${fallback};end`,
  ])('behavior: the app link %s is kept', (link) => {
    expect(getSafeLink(link, 'app')).toBe(link)
  })

  test.each([
    'https://metamask.io/',
    'https://apps.apple.com/us/app/metamask/id1438144202',
    'http://127.0.0.1:8787/x',
  ])('behavior: the web link %s is kept', (link) => {
    expect(getSafeLink(link, 'web')).toBe(link)
  })

  test.each([
    // Plain http outside this machine, other web-ish schemes, and deceptive hosts.
    'http://metamask.io/',
    'ftp://metamask.io/',
    'https://metamask.io@evil.example/',
    'https://user:pass@metamask.io/',
    'https:///nohost',
    'wss://relay.example',
    'metamask://',
    ' https://metamask.io/',
  ])('behavior: the web link %j is refused', (link) => {
    expect(getSafeLink(link, 'web')).toBeUndefined()
  })

  test.each([
    // Operating-system and browser handlers.
    'ms-msdt:/id PCWDiagnostic /skip force',
    'ms-msdt:-id%20PCWDiagnostic',
    'MS-MSDT:/id',
    'ms-officecmd:{}',
    'ms-settings:',
    'search-ms:query=wallet&crumb=location:\\\\evil.example\\share',
    'search-ms:query=x',
    'search:query=x',
    'smb://evil.example/share',
    'SMB://evil.example/share',
    'file:///etc/passwd',
    'FILE:///C:/Windows/System32/calc.exe',
    'blob:https://x/1',
    'about:blank',
    'view-source:https://x',
    'jar:file:///x!/y',
    'microsoft-edge:https://x',
    'x-apple.systempreferences:',
    'vnd.ms-excel:x',
    'chrome-extension://abc/x',
    'mailto:a@b.c',
    'tel:+100',
    'market://details?id=io.metamask',
    'itms-apps://apps.apple.com/app/id1',
    'shell:startup',
    'ldap://evil.example',
    'http://metamask.io/',
    // javascript:, data: and vbscript: in every case, whitespace and encoding variant.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'javascript :alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u0000:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u2028javascript:alert(1)',
    'javascript:alert(1)\n',
    '%6Aavascript:alert(1)',
    'java%09script:alert(1)',
    'javascript%3Aalert(1)',
    '&#106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'javascript://%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '\\\\evil.example\\share',
    '//evil.example/x',
    '/relative/path',
    'metamask',
    // Android intents: only to an app scheme, with an https fallback, and no other component.
    'intent://wc#Intent;scheme=metamask;package=io.metamask;end',
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${encodeURIComponent('javascript:alert(1)')};end`,
    'intent://x#Intent;scheme=metamask;S.browser_fallback_url=javascript:alert(1);end',
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${encodeURIComponent(' javascript:alert(1)')};end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${encodeURIComponent(encodeURIComponent('javascript:alert(1)'))};end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${encodeURIComponent('data:text/html,x')};end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${encodeURIComponent('http://metamask.io/')};end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=%E0%A4%A;end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${fallback};S.browser_fallback_url=${encodeURIComponent('javascript:x')};end`,
    `intent://x#Intent;scheme=ms-msdt;S.browser_fallback_url=${fallback};end`,
    `intent://x#Intent;scheme=file;S.browser_fallback_url=${fallback};end`,
    `intent://x#Intent;component=com.evil/.Main;S.browser_fallback_url=${fallback};end`,
    `intent://x#Intent;SEL;scheme=metamask;S.browser_fallback_url=${fallback};end`,
    `intent://x#Intent;scheme=metamask;S.browser_fallback_url=${fallback}`,
    `INTENT://x#Intent;scheme=javascript;S.browser_fallback_url=${fallback};end`,
  ])('behavior: the app link %j is refused', (link) => {
    expect(getSafeLink(link, 'app')).toBeUndefined()
  })

  test('behavior: a link longer than 2,048 characters is refused', () => {
    expect(getSafeLink(`https://metamask.io/${'a'.repeat(2048)}`, 'web')).toBeUndefined()
  })
})
