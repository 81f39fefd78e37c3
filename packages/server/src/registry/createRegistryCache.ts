import type { Database } from '../db/Database.js'
import { type GetImageReturnType, getImage, type ImageKind } from './getImage.js'
import type { GetWalletsParameters } from './getWallets.js'
import { imageKey, type RegistrySnapshot, readRegistrySnapshot } from './readRegistrySnapshot.js'
import { watchRegistryChanges } from './registryChanges.js'
import { selectWallets } from './selectWallets.js'

/** Parameters of `createRegistryCache`. */
export type CreateRegistryCacheParameters = {
  /** How often the registry version is read, to see other processes' imports; 1 s by default. */
  refreshMs?: number | undefined
  /** Image bytes kept in memory at most; 64 MiB by default. Past it, images come from the database. */
  maxImageBytes?: number | undefined
  /** Where a failed reload is reported; the registry keeps answering from the copy it has. */
  onError?: ((error: unknown) => void) | undefined
}

/** The wallet registry in memory: what `/getWallets` and the image routes answer from. */
export type RegistryCache = {
  /** Reads the registry; call once before serving. */
  load(): Promise<void>
  /** The JSON body of `GET /getWallets` for checked parameters. */
  getWalletsBody(parameters: GetWalletsParameters): string
  /** An image, or undefined when there is none of that kind and id. */
  getImage(kind: ImageKind, id: string): Promise<GetImageReturnType | undefined>
  /** Reads the registry version and reloads when it moved. */
  refresh(): Promise<void>
  /** Stops the refresh timer and the watch of this process's imports. */
  close(): void
}

// Answers of getWallets kept as JSON text per distinct query; past this many, the memo restarts.
const maxMemoizedBodies = 1_000

/**
 * Keeps the registry (read-mostly) in memory so that its routes never wait on the database, and
 * relay writes never queue behind them: reloaded when an import in this process commits, and
 * when the registry version (moved by every write, from any process) changes.
 */
export function createRegistryCache(
  database: Database,
  parameters: CreateRegistryCacheParameters = {},
): RegistryCache {
  const refreshMs = parameters.refreshMs ?? 1_000
  const maxImageBytes = parameters.maxImageBytes ?? 64 * 1024 * 1024
  let snapshot: RegistrySnapshot | undefined
  let bodies = new Map<string, string>()
  // Images past maxImageBytes, read from the database when asked and kept while they fit.
  let lateImages = new Map<string, GetImageReturnType>()
  let lateImageBytes = 0
  let reloading: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined

  const current = () => {
    if (!snapshot) throw new Error('The registry is not loaded yet: call load() first.')
    return snapshot
  }

  async function reload() {
    const next = await readRegistrySnapshot(database, { maxImageBytes })
    if (snapshot && next.version === snapshot.version) return
    snapshot = next
    bodies = new Map()
    lateImages = new Map()
    lateImageBytes = 0
  }

  // One reload at a time; a change seen meanwhile is read by the next.
  function refresh(): Promise<void> {
    reloading ??= (async () => {
      try {
        const { rows } = await database.query<{ version: number }>(
          'select version from registry_version',
        )
        if (rows[0]?.version !== snapshot?.version) await reload()
      } finally {
        reloading = undefined
      }
    })()
    return reloading
  }

  const report = (error: unknown) => parameters.onError?.(error)
  const unwatch = watchRegistryChanges(database, () => {
    refresh().catch(report)
  })

  return {
    async load() {
      await reload()
      timer ??= setInterval(() => refresh().catch(report), refreshMs)
      timer.unref()
    },
    getWalletsBody(query) {
      const key = JSON.stringify(query)
      let body = bodies.get(key)
      if (body === undefined) {
        body = JSON.stringify(selectWallets(current().wallets, query))
        if (bodies.size >= maxMemoizedBodies) bodies = new Map()
        bodies.set(key, body)
      }
      return body
    },
    async getImage(kind, id) {
      const key = imageKey(kind, id)
      const image = current().images.get(key)
      if (!image) return undefined
      if (image.bytes)
        return { contentType: image.contentType, etag: image.etag, bytes: image.bytes }
      const late = lateImages.get(key)
      if (late) return late
      const read = await getImage(database, kind, id)
      if (read && lateImageBytes + read.bytes.length <= maxImageBytes) {
        lateImages.set(key, read)
        lateImageBytes += read.bytes.length
      }
      return read
    },
    refresh,
    close() {
      clearInterval(timer)
      unwatch()
    },
  }
}
