import { parseArgs } from 'node:util'
import type { CommandContext } from '../CommandContext.js'
import { importWallets } from './importWallets.js'
import { readWalletCatalogFile } from './readWalletCatalogFile.js'

/** Usage of `latchkey-server import-wallets`, printed on a usage error. */
const importWalletsCommandUsage = `Usage:
  latchkey-server import-wallets <file.json> [--replace]
      Imports a wallet catalog: a JSON array of entries shaped like GET /getWallets data (or a
      saved answer with them in "data"). An entry may give "image" as a data: URI or a path
      relative to the file; without one the server draws its icon. By default the file is merged:
      new ids are added after the catalog and existing ones are replaced. --replace makes the
      catalog exactly the file. Every entry is checked first; on any problem nothing changes.`

/** Runs `latchkey-server import-wallets ...` and resolves with the exit code (2 for a usage error). */
export async function runImportWalletsCommand(
  args: string[],
  context: CommandContext,
): Promise<number> {
  let file: string
  let replace: boolean
  try {
    const { positionals, values } = parseArgs({
      args,
      options: { replace: { type: 'boolean', default: false } },
      allowPositionals: true,
    })
    if (positionals.length !== 1)
      throw new Error(positionals.length === 0 ? 'a catalog file is needed' : 'one file at a time')
    file = positionals[0]!
    replace = values.replace
  } catch (error) {
    context.stderr(
      `latchkey-server import-wallets: ${(error as Error).message}\n\n${importWalletsCommandUsage}\n`,
    )
    return 2
  }
  const wallets = await readWalletCatalogFile(file)
  const result = await importWallets(context.database, wallets, {
    mode: replace ? 'replace' : 'merge',
  })
  context.stdout(
    `Imported ${wallets.length} wallets from ${file} (${replace ? 'replace' : 'merge'}): ${result.added} added, ${result.updated} updated, ${result.removed} removed; the catalog has ${result.total}.\n`,
  )
  return 0
}
