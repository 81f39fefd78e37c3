import type { Database } from '../db/Database.js'
import type { ImageKind } from './getImage.js'
import type { WalletEntry } from './WalletEntry.js'

/** A catalog entry as the registry holds it in memory: the answer's fields and what filters use. */
export type RegistryWallet = {
  entry: WalletEntry
  /** `name` in lower case, for search. */
  lowerName: string
  namespaces: readonly string[]
}

/** An image as served: bytes when held in memory, else read from the database when asked. */
type RegistryImage = {
  contentType: string
  etag: string
  bytes: Buffer | undefined
}

/** The whole registry at one version: wallets in catalog order and every image by `kind:id`. */
export type RegistrySnapshot = {
  version: number
  wallets: readonly RegistryWallet[]
  images: ReadonlyMap<string, RegistryImage>
}

/** Parameters of `readRegistrySnapshot`. */
export type ReadRegistrySnapshotParameters = {
  /** Image bytes held in memory at most; past it, images are read from the database when asked. */
  maxImageBytes: number
}

/** The key of an image in `RegistrySnapshot.images`. */
export function imageKey(kind: ImageKind, id: string): string {
  return `${kind}:${id}`
}

/** Reads the catalog and its images in one transaction, so they are of one version. */
export function readRegistrySnapshot(
  database: Database,
  parameters: ReadRegistrySnapshotParameters,
): Promise<RegistrySnapshot> {
  return database.transaction(async (transaction) => {
    const { rows: versions } = await transaction.query<{ version: number }>(
      'select version from registry_version',
    )
    const { rows: wallets } = await transaction.query<WalletEntry & { namespaces: string[] }>(
      `select id, name, image_id, rdns, chains, namespaces, mobile_link, desktop_link, webapp_link,
         homepage, app_store, play_store, chrome_store, badge_type
       from wallets order by position, id`,
    )
    const { rows: index } = await transaction.query<{
      kind: ImageKind
      id: string
      content_type: string
      etag: string
      size: number
    }>('select kind, id, content_type, etag, octet_length(bytes) as size from images')
    const total = index.reduce((sum, image) => sum + image.size, 0)
    const bytes = new Map<string, Buffer>()
    if (total <= parameters.maxImageBytes) {
      const { rows } = await transaction.query<{ kind: ImageKind; id: string; bytes: Uint8Array }>(
        'select kind, id, bytes from images',
      )
      for (const row of rows) bytes.set(imageKey(row.kind, row.id), toBuffer(row.bytes))
    }
    return {
      version: versions[0]?.version ?? 0,
      wallets: wallets.map(({ namespaces, ...entry }) => ({
        entry,
        lowerName: entry.name.toLowerCase(),
        namespaces,
      })),
      images: new Map(
        index.map((image) => {
          const key = imageKey(image.kind, image.id)
          return [key, { contentType: image.content_type, etag: image.etag, bytes: bytes.get(key) }]
        }),
      ),
    }
  })
}

/** pg gives a Buffer and PGlite a Uint8Array: the same bytes either way. */
export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
