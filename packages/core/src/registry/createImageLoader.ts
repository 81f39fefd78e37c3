/** Options of `createImageLoader`. */
export type CreateImageLoaderParameters = {
  /** Fetches an image's bytes (the registry's blob endpoint). */
  fetchImage(imageId: string): Promise<Blob>
  /**
   * Makes a URL an `<img>` can show for the bytes. Default: an SVG (what the registry draws)
   * becomes a `data:` URI, anything else an object URL (`URL.createObjectURL`, which costs a
   * round trip to the browser's blob registry: a grid scrolling through hundreds of icons felt it).
   */
  createUrl?: ((blob: Blob) => string | Promise<string>) | undefined
  /** Releases a URL made by `createUrl`; default `URL.revokeObjectURL`. */
  revokeUrl?: ((url: string) => void) | undefined
}

/** Wallet icons by image id, each fetched at most once while it is kept. */
export type ImageLoader = {
  /** The URL of an image already loaded, else undefined. */
  get(imageId: string): string | undefined
  /**
   * Loads an image (one request however many callers ask, and none once it is loaded) and
   * resolves with its URL. A failed load is forgotten, so a later call asks again.
   */
  load(imageId: string): Promise<string>
  /** Calls `listener` after an image finished loading; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Releases every URL (for `client.destroy()`). */
  destroy(): void
}

/** Makes the one cached loader the wallet icons go through, so each is fetched once per page load. */
export function createImageLoader(parameters: CreateImageLoaderParameters): ImageLoader {
  const createUrl = parameters.createUrl ?? defaultCreateUrl
  const revokeUrl =
    parameters.revokeUrl ??
    ((url: string) => {
      if (url.startsWith('blob:')) URL.revokeObjectURL(url)
    })
  const urls = new Map<string, string>()
  const pending = new Map<string, Promise<string>>()
  const listeners = new Set<() => void>()

  return {
    get: (imageId) => urls.get(imageId),
    load(imageId) {
      const url = urls.get(imageId)
      if (url !== undefined) return Promise.resolve(url)
      const inFlight = pending.get(imageId)
      if (inFlight) return inFlight
      const request = Promise.resolve(imageId)
        .then(parameters.fetchImage)
        .then(createUrl)
        .then(
          (loaded) => {
            pending.delete(imageId)
            urls.set(imageId, loaded)
            for (const listener of [...listeners]) listener()
            return loaded
          },
          (error: unknown) => {
            pending.delete(imageId)
            throw error
          },
        )
      pending.set(imageId, request)
      return request
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      for (const url of urls.values()) revokeUrl(url)
      urls.clear()
      listeners.clear()
    },
  }
}

async function defaultCreateUrl(blob: Blob): Promise<string> {
  if (blob.type.split(';')[0]?.trim() === 'image/svg+xml')
    return `data:image/svg+xml,${encodeURIComponent(await blob.text())}`
  return URL.createObjectURL(blob)
}
