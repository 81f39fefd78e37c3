import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledContract, compileContracts } from '../chain/compileContracts.js'

/** DevIdRegistry.sol as solc made it: its ABI and creation bytecode. */
export type CompiledDevIdRegistry = CompiledContract

// The source sits in src/ beside this file; from dist/farcaster/ the same path reaches it.
const sourceFolder = join(dirname(fileURLToPath(import.meta.url)), '../../src/farcaster')

/** Compiles the dev ID registry with solc 0.8 on first use, offline (kept as `compileContracts` keeps it). */
export async function compileDevIdRegistry(): Promise<CompiledDevIdRegistry> {
  const { idRegistry } = await compileContracts({
    caller: 'compileDevIdRegistry',
    folder: sourceFolder,
    contracts: { idRegistry: 'DevIdRegistry' },
  })
  return idRegistry
}
