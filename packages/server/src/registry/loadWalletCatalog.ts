import { WalletCatalogError } from '../errors/registry.js'
import { makeWalletIcon } from './makeWalletIcon.js'
import { parseWalletCatalog } from './parseWalletCatalog.js'
import { readCatalogImage } from './readCatalogImage.js'
import type { WalletCatalogEntry } from './WalletEntry.js'

/** Parameters of `loadWalletCatalog`. */
export type LoadWalletCatalogParameters = {
  /** Names the catalog in error messages, e.g. its file name. */
  source: string
  /** Folder that relative image paths are read from: the catalog file's own. */
  baseDirectory: string
  /** The wallet's real logo for an entry without an `image` (the seed's), else the monogram. */
  resolveLogo?: ((id: string) => Promise<{ svg: string } | undefined>) | undefined
}

/**
 * Checks a parsed catalog and reads its images, or throws a WalletCatalogError listing every
 * problem. Entries without an `image` get their real logo when `resolveLogo` finds one, else the
 * icon the project draws from their name.
 */
export async function loadWalletCatalog(
  value: unknown,
  parameters: LoadWalletCatalogParameters,
): Promise<WalletCatalogEntry[]> {
  const { entries, problems } = parseWalletCatalog(value)
  const catalog: WalletCatalogEntry[] = []
  for (const { image: source, index, ...entry } of entries) {
    if (source === undefined) {
      const logo = await parameters.resolveLogo?.(entry.id)
      const svg = logo?.svg ?? makeWalletIcon({ name: entry.name })
      catalog.push({ ...entry, image: { contentType: 'image/svg+xml', bytes: Buffer.from(svg) } })
      continue
    }
    const image = await readCatalogImage(source, parameters.baseDirectory)
    if ('problem' in image)
      problems.push(`entry ${index + 1} (id '${entry.id}'), image: ${image.problem}`)
    else catalog.push({ ...entry, image })
  }
  if (problems.length > 0) throw new WalletCatalogError(parameters.source, problems)
  return catalog
}
