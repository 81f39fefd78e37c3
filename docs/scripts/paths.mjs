// Where the documentation site's sources and outputs live.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The docs/ folder. */
export const docs = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** The repository's root. */
export const root = resolve(docs, '..')
