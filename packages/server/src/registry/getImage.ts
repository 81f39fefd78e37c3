import type { DatabaseTransaction } from '../db/Database.js'
import { toBuffer } from './readRegistrySnapshot.js'

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
  return { contentType: row.content_type, bytes: toBuffer(row.bytes), etag: row.etag }
}
