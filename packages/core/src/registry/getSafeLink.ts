// Schemes a link to a wallet may never have: they run code or read local data when followed.
const blockedSchemes = new Set(['javascript:', 'data:', 'file:', 'blob:', 'vbscript:', 'about:'])

/**
 * The link when it is safe to put in an `href`, else undefined: web links (`web`) must be
 * http(s); app links (`app`, a deep link such as `metamask://`) may have any other scheme.
 */
export function getSafeLink(
  link: string | null | undefined,
  kind: 'web' | 'app',
): string | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  if (kind === 'web')
    return url.protocol === 'http:' || url.protocol === 'https:' ? link : undefined
  return blockedSchemes.has(url.protocol) ? undefined : link
}
