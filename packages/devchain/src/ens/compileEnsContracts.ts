import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledContract, compileContracts } from '../chain/compileContracts.js'

/** Our ENS contracts, compiled. */
export type CompiledEnsContracts = {
  /** UniversalResolver.sol: what viem's ENS actions call. */
  universalResolver: CompiledContract
  /** OffchainResolver.sol: the wildcard resolver answering through the name gateway. */
  offchainResolver: CompiledContract
}

// The sources sit in src/ beside this file; from dist/ens/ the same path reaches them.
const sourceFolder = join(dirname(fileURLToPath(import.meta.url)), '../../src/ens')

/** Compiles our ENS contracts with solc 0.8 on first use, in one run (kept as `compileContracts` keeps it). */
export function compileEnsContracts(): Promise<CompiledEnsContracts> {
  return compileContracts({
    caller: 'compileEnsContracts',
    folder: sourceFolder,
    contracts: { universalResolver: 'UniversalResolver', offchainResolver: 'OffchainResolver' },
  })
}
