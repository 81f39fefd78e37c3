/**
 * A lazy chunk's loader: the first call starts `load`, later ones share it; a load that failed
 * (a network blip) is tried again on the next call.
 */
export function loadOnce<value>(load: () => Promise<value>): () => Promise<value> {
  let loading: Promise<value> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
