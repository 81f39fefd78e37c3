// Wallet links come from a registry the widget does not control: they are checked against what
// a wallet link may be (an allow-list), not against the schemes known to be harmful. The server's
// `import-wallets` refuses what this refuses, and the widget drops it again, whatever the server.

// Schemes the operating system or the browser handles: following one opens a system tool, a
// file share or a store, never a wallet (ms-msdt: and search-ms: ran code on Windows).
const systemSchemes = new Set(
  'about blob callto cdl chrome content data dav facetime facetime-audio file filesystem ftp ftps gopher hcp help http https intent itms itms-apps itms-services its jar javascript jnlp ldap ldaps mailto market mhtml mk mms news nntp nfs opera res resource rlogin search search-ms sftp shell sip sips smb cifs sms ssh steam tel telnet tn3270 vbscript view-source vnc rdp webdav ws wss afp'.split(
    ' ',
  ),
)
const systemSchemePrefix =
  /^(ms-|microsoft|windows|x-apple|x-web-search|vnd\.|chrome-|moz-|android)/
// Whitespace, control characters and backslashes never belong in a wallet link; browsers drop or
// rewrite them, which is how `java\tscript:` and ` javascript:` get past a look at the scheme.
const unsafeCharacter = /[\s\p{Cc}\\]/u
const schemePattern = /^([a-z][a-z0-9+.-]*):/i
// Android intent parameters a wallet link needs; `component`, `SEL` and the rest could start any
// exported activity of any app.
const intentKeys = new Set(['scheme', 'package', 'action', 'category', 'S.browser_fallback_url'])

/**
 * The link when it is safe to put in an `href`, else undefined. Web, store and homepage links
 * (`web`) must be https (http only on this machine's loopback, for development). App links
 * (`app`: mobile and desktop deep links) may also be a wallet's own scheme (`metamask://`), never
 * one the system handles (`ms-msdt:`, `search-ms:`, `smb:`, `file:`, `javascript:`…), or an
 * Android `intent:` to an app scheme with an https `S.browser_fallback_url`.
 */
export function getSafeLink(
  link: string | null | undefined,
  kind: 'web' | 'app',
): string | undefined {
  if (!link || link.length > 2048 || unsafeCharacter.test(link)) return undefined
  const scheme = schemePattern.exec(link)?.[1]?.toLowerCase()
  if (!scheme || !URL.canParse(link)) return undefined
  if (scheme === 'https' || scheme === 'http') return isWebLink(link) ? link : undefined
  if (kind === 'web') return undefined
  if (scheme === 'intent') return isSafeIntent(link) ? link : undefined
  return isAppScheme(scheme) ? link : undefined
}

function isWebLink(link: string): boolean {
  const url = new URL(link)
  // `https://wallet.example@evil.example` shows one host and opens another; browsers read
  // `https:///host` and `https:host` as `https://host`.
  if (url.username || url.password || !/^https?:\/\/[^/?#]/i.test(link)) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname)
}

function isAppScheme(scheme: string): boolean {
  return !systemSchemes.has(scheme) && !systemSchemePrefix.test(scheme)
}

// intent://host/path#Intent;scheme=wallet;package=app.id;S.browser_fallback_url=https%3A…;end
function isSafeIntent(link: string): boolean {
  const match = /^intent:[^#]*#Intent;(.*);end$/i.exec(link)
  if (!match) return false
  let fallback: string | undefined
  for (const parameter of match[1]!.split(';')) {
    const separator = parameter.indexOf('=')
    const key = parameter.slice(0, separator)
    const value = parameter.slice(separator + 1)
    if (separator < 1 || !intentKeys.has(key)) return false
    if (
      key === 'scheme' &&
      !(/^[a-z][a-z0-9+.-]*$/i.test(value) && isAppScheme(value.toLowerCase()))
    )
      return false
    if (key === 'S.browser_fallback_url') {
      if (fallback !== undefined) return false
      try {
        fallback = decodeURIComponent(value)
      } catch {
        return false
      }
    }
  }
  return (
    fallback !== undefined &&
    getSafeLink(fallback, 'web') !== undefined &&
    new URL(fallback).protocol === 'https:'
  )
}
