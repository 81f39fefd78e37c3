import type { DatabaseTransaction } from '../db/Database.js'

/** The kinds of image the registry serves: wallet icons, and network, currency and token icons. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** An image as stored: bytes, content type, and the tag that changes when the bytes do. */
export type GetImageReturnType = { contentType: string; bytes: Buffer; etag: string }

/** Reads one image, or undefined when there is none of that kind and id. */
export async function getImage(
  database: DatabaseTransaction,
  kind: ImageKind,
  id: string,
): Promise<GetImageReturnType | undefined> {
  const { rows } = await database.query<{
    content_type: string
    bytes: Uint8Array
    etag: string
  }>('select content_type, bytes, etag from images where kind = $1 and id = $2', [kind, id])
  const row = rows[0]
  if (!row) return undefined
  // pg gives a Buffer and PGlite a Uint8Array: the same bytes either way.
  const bytes = Buffer.isBuffer(row.bytes)
    ? row.bytes
    : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)
  return { contentType: row.content_type, bytes, etag: row.etag }
}
