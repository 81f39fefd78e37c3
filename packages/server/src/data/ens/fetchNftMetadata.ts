import { checkFetchableUrl } from './checkFetchableUrl.js'

/** The most bytes of NFT metadata read (a JSON document with a few fields). */
const metadataMaxBytes = 64 * 1024
/** How long a metadata fetch may take, redirects included. */
const metadataTimeoutMs = 3_000

/**
 * An NFT's metadata from its token URI: a `data:` JSON read in place, or an http(s) document
 * fetched within time and size bounds from an allowed host (no redirect followed). Undefined when
 * it cannot be had.
 */
export async function fetchNftMetadata(
  uri: string,
  httpHosts: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  if (!URL.canParse(uri)) return undefined
  const url = new URL(uri)
  const text = url.protocol === 'data:' ? readDataUrl(uri) : await fetchText(url, httpHosts)
  if (text === undefined) return undefined
  try {
    const json: unknown = JSON.parse(text)
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function readDataUrl(uri: string): string | undefined {
  const match = /^data:application\/json(;charset=[-\w]+)?(;base64)?,(.*)$/is.exec(uri)
  if (!match || uri.length > metadataMaxBytes * 2) return undefined
  const body = match[3] ?? ''
  if (match[2]) return Buffer.from(body, 'base64').toString('utf8')
  try {
    return decodeURIComponent(body)
  } catch {
    return undefined
  }
}

async function fetchText(url: URL, httpHosts: readonly string[]): Promise<string | undefined> {
  if (!(await checkFetchableUrl(url, httpHosts))) return undefined
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(metadataTimeoutMs),
      headers: { accept: 'application/json' },
    })
    if (!response.ok || !response.body) return undefined
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > metadataMaxBytes) return undefined
    // Read no further than the limit, whatever the length header said.
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > metadataMaxBytes) {
        await reader.cancel().catch(() => {})
        return undefined
      }
      chunks.push(value)
    }
    return Buffer.concat(chunks).toString('utf8')
  } catch {
    return undefined
  }
}
