import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** A contract as solc made it: its ABI and creation bytecode. */
type CompiledContract = { abi: Abi; bytecode: Hex }

/** Our ENS contracts, compiled. */
export type CompiledEnsContracts = {
  /** UniversalResolver.sol: what viem's ENS actions call. */
  universalResolver: CompiledContract
  /** OffchainResolver.sol: the wildcard resolver answering through the name gateway. */
  offchainResolver: CompiledContract
}

type Solc = { version(): string; compile(input: string): string }
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

// The sources sit in src/ beside this file; from dist/ens/ the same path reaches them. A path, not
// a URL object: in a test's DOM environment the global URL is the DOM library's, which Node's fs
// does not take.
const sourceFolder = join(dirname(fileURLToPath(import.meta.url)), '../../src/ens')
const contractNames = {
  universalResolver: 'UniversalResolver',
  offchainResolver: 'OffchainResolver',
}
let compiled: Promise<CompiledEnsContracts> | undefined

/**
 * Compiles our ENS contracts with solc 0.8 on first use, in one run. solc-js takes seconds, so the
 * result is kept in the OS temp folder under the hash of the sources and compiler (nothing is
 * committed, and a changed source compiles again).
 */
export function compileEnsContracts(): Promise<CompiledEnsContracts> {
  compiled ??= compile()
  compiled.catch(() => {
    compiled = undefined
  })
  return compiled
}

async function compile(): Promise<CompiledEnsContracts> {
  // solc 0.8 is the devchain package's own (the workspace root's is an older one).
  const solc = createRequire(import.meta.url)('solc') as Solc
  const sources = Object.fromEntries(
    await Promise.all(
      Object.values(contractNames).map(async (name) => [
        `${name}.sol`,
        { content: await readFile(join(sourceFolder, `${name}.sol`), 'utf8') },
      ]),
    ),
  )
  const input = JSON.stringify({
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'paris',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex').slice(0, 16)
  const folder = join(tmpdir(), 'latchkey-devchain-solc')
  const cached = join(folder, `EnsContracts-${key}.json`)
  const hit = await readFile(cached, 'utf8').catch(() => undefined)
  if (hit) return JSON.parse(hit) as CompiledEnsContracts
  const output = JSON.parse(solc.compile(input)) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const pick = (name: string): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (errors.length > 0 || !contract)
      throw new Error(
        `compileEnsContracts: solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
      )
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const result: CompiledEnsContracts = {
    universalResolver: pick(contractNames.universalResolver),
    offchainResolver: pick(contractNames.offchainResolver),
  }
  // Written aside then renamed: two chains starting at once never read half a file.
  await mkdir(folder, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, cached)
  return result
}
