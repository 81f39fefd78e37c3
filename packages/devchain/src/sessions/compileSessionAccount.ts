import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledContract, compileContracts } from '../chain/compileContracts.js'

/** SessionAccount.sol as solc made it: its ABI and creation bytecode. */
export type CompiledSessionAccount = CompiledContract

// The source sits in src/ beside this file; from dist/sessions/ the same path reaches it.
const sourceFolder = join(dirname(fileURLToPath(import.meta.url)), '../../src/sessions')

/**
 * Compiles the session-key account with the devchain package's solc 0.8 on first use, offline: its
 * imports (SimpleAccount, and the OpenZeppelin release it was built on) come from
 * `@account-abstraction/contracts` in node_modules. Kept in the OS temp folder under the hash of
 * the sources and compiler, as the other dev contracts.
 */
export async function compileSessionAccount(): Promise<CompiledSessionAccount> {
  const { sessionAccount } = await compileContracts({
    caller: 'compileSessionAccount',
    folder: sourceFolder,
    contracts: { sessionAccount: 'SessionAccount' },
    evmVersion: 'cancun',
    readImport: createImportReader(),
    // No metadata hash: the implementation's address then follows the code alone.
    withoutMetadata: true,
  })
  return sessionAccount
}

/** Reads an imported source: from the AA package's node_modules, else from the devchain's. */
function createImportReader(): (path: string) => string {
  const require = createRequire(import.meta.url)
  const accountAbstraction = dirname(require.resolve('@account-abstraction/contracts/package.json'))
  const nested = createRequire(join(accountAbstraction, 'package.json'))
  const sources = new Map<string, string>()
  return (path) => {
    let text = sources.get(path)
    if (text === undefined) {
      // The AA package's own OpenZeppelin (5.x) first: the workspace's is the older 4.x.
      let file: string
      try {
        file = nested.resolve(path)
      } catch {
        file = require.resolve(path)
      }
      text = readFileSync(file, 'utf8')
      sources.set(path, text)
    }
    return text
  }
}
