import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { WalletCatalogError } from '../errors/registry.js'
import { type LoadWalletCatalogParameters, loadWalletCatalog } from './loadWalletCatalog.js'
import type { WalletCatalogEntry } from './WalletEntry.js'

/** Reads and checks a wallet catalog JSON file; image paths in it are relative to its folder. */
export async function readWalletCatalogFile(
  path: string,
  options: Pick<LoadWalletCatalogParameters, 'resolveLogo'> = {},
): Promise<WalletCatalogEntry[]> {
  const absolute = resolve(path)
  let text: string
  try {
    text = await readFile(absolute, 'utf8')
  } catch (error) {
    throw new WalletCatalogError(path, [
      `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    ])
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new WalletCatalogError(path, [`not valid JSON: ${(error as Error).message}`])
  }
  return loadWalletCatalog(value, { ...options, source: path, baseDirectory: dirname(absolute) })
}
