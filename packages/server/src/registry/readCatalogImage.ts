import { readFile, realpath } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'
import type { StoredImage } from './WalletEntry.js'

/** Largest image a catalog entry may carry. */
const maxImageBytes = 256 * 1024

const typeByExtension: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
}
const allowedTypes = new Set(Object.values(typeByExtension))

/**
 * Reads an entry's `image`: a `data:image/...` URI, or a file path relative to `baseDirectory`.
 * The bytes must be what the type says (PNG, JPEG, WebP, GIF or SVG), at most 256 KiB.
 */
export async function readCatalogImage(
  source: string,
  baseDirectory: string,
): Promise<StoredImage | { problem: string }> {
  let image: StoredImage
  if (source.startsWith('data:')) {
    const match = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s.exec(source)
    const contentType = match?.[1]?.toLowerCase()
    if (!match || !contentType || !allowedTypes.has(contentType))
      return { problem: `a data: URI must hold one of ${[...allowedTypes].join(', ')}` }
    const base64 = match[2]!.split(';').includes('base64')
    let bytes: Buffer
    try {
      bytes = base64
        ? Buffer.from(match[3]!, 'base64')
        : Buffer.from(decodeURIComponent(match[3]!), 'utf8')
    } catch {
      return { problem: 'the data: URI is not correctly percent-encoded' }
    }
    image = { contentType, bytes }
  } else {
    const contentType = typeByExtension[extname(source).toLowerCase()]
    if (!contentType)
      return {
        problem: `'${source}' must end in ${Object.keys(typeByExtension).join(', ')} (or be a data: URI)`,
      }
    // The catalog publishes what it names: only files inside its own folder, or `../../` would
    // publish any readable image on the machine.
    if (isAbsolute(source) || source.split(/[/\\]/).includes('..'))
      return { problem: `'${source}' must be a path inside the catalog's folder, without ..` }
    const path = resolve(baseDirectory, source)
    try {
      const real = await realpath(path)
      if (!isInside(await realpath(baseDirectory), real))
        return { problem: `'${source}' is a link to ${real}, outside the catalog's folder` }
      image = { contentType, bytes: await readFile(real) }
    } catch (error) {
      return { problem: `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}` }
    }
  }
  if (image.bytes.length === 0) return { problem: 'the image is empty' }
  if (image.bytes.length > maxImageBytes)
    return {
      problem: `the image has ${image.bytes.length} bytes; at most ${maxImageBytes} are allowed`,
    }
  if (!looksLike(image))
    return { problem: `the bytes are not ${image.contentType} (check the file or the data: URI)` }
  return image
}

function isInside(folder: string, path: string): boolean {
  const inner = relative(folder, path)
  return inner !== '' && !inner.startsWith(`..${sep}`) && inner !== '..' && !isAbsolute(inner)
}

// Browsers sniff nothing (the server sends nosniff), so a mislabelled image would just not show:
// catch it at import instead.
function looksLike({ contentType, bytes }: StoredImage): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff)
    case 'image/gif':
      return starts(0x47, 0x49, 0x46, 0x38)
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
    default:
      return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))
  }
}
