import { fileURLToPath } from 'node:url'

// The same relative path holds from src/registry (tests) and dist/registry (built): both sit two
// folders below the package, beside data/.

/** The curated wallet catalog loaded at first start. */
export const builtinCatalogPath = fileURLToPath(new URL('../../data/wallets.json', import.meta.url))

/** The network, currency and token images the server starts with. */
export const builtinImagesPath = fileURLToPath(new URL('../../data/images.json', import.meta.url))
