import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'

/** A contract as solc made it: its ABI and creation bytecode. */
export type CompiledContract = { abi: Abi; bytecode: Hex }

/** Parameters of `compileContracts`. */
export type CompileContractsParameters<contracts extends Record<string, string>> = {
  /** Names the caller in solc's errors (`compileEnsContracts: solc failed: …`). */
  caller: string
  /**
   * The folder holding each contract's source, `{Name}.sol`. A path, not a URL object: in a test's
   * DOM environment the global URL is the DOM library's, which Node's fs does not take.
   */
  folder: string
  /** The contracts, by the key the result gives each: `{ offchainResolver: 'OffchainResolver' }`. */
  contracts: contracts
  /** The EVM solc compiles for; `paris` by default. */
  evmVersion?: 'paris' | 'shanghai' | 'cancun' | undefined
  /** Reads a source the contracts import, by its import path; without it an import fails. */
  readImport?: ((path: string) => string) | undefined
  /** Leaves the metadata hash out, so the bytecode (and a CREATE2 address) follows the code alone. */
  withoutMetadata?: boolean | undefined
}

/** The compiled contracts, by the keys `contracts` gave them. */
export type CompileContractsReturnType<contracts extends Record<string, string>> = {
  [key in keyof contracts]: CompiledContract
}

type Solc = {
  version(): string
  compile(
    input: string,
    options?: { import(path: string): { contents: string } | { error: string } },
  ): string
}
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

// One run per caller in a process; a failed run is forgotten so the next call tries again.
const runs = new Map<string, Promise<unknown>>()

/**
 * Compiles our Solidity contracts with the devchain package's solc 0.8 on first use, offline, in
 * one run per caller. solc-js takes seconds, so the result is kept in the OS temp folder under the
 * hash of the sources and compiler (nothing generated is committed, and a changed source compiles
 * again).
 */
export function compileContracts<contracts extends Record<string, string>>(
  parameters: CompileContractsParameters<contracts>,
): Promise<CompileContractsReturnType<contracts>> {
  let run = runs.get(parameters.caller)
  if (!run) {
    run = compile(parameters)
    runs.set(parameters.caller, run)
    run.catch(() => runs.delete(parameters.caller))
  }
  // The run was stored by this caller's parameters, so it holds their keys.
  return run as Promise<CompileContractsReturnType<contracts>>
}

async function compile<contracts extends Record<string, string>>(
  parameters: CompileContractsParameters<contracts>,
): Promise<CompileContractsReturnType<contracts>> {
  // solc 0.8 is the devchain package's own (the workspace root's is an older one).
  const require = createRequire(import.meta.url)
  const solc = require('solc') as Solc
  const names = Object.values(parameters.contracts)
  const sources = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [
        `${name}.sol`,
        { content: await readFile(join(parameters.folder, `${name}.sol`), 'utf8') },
      ]),
    ),
  )
  const input = JSON.stringify({
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: parameters.evmVersion ?? 'paris',
      metadata: parameters.withoutMetadata
        ? { bytecodeHash: 'none', appendCBOR: false }
        : undefined,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  // The result's keys are hashed too: they shape the cached file.
  const key = createHash('sha256')
    .update(solc.version())
    .update(input)
    .update(JSON.stringify(parameters.contracts))
    .digest('hex')
    .slice(0, 16)
  const folder = join(tmpdir(), 'latchkey-devchain-solc')
  const cached = join(folder, `${names.join('+')}-${key}.json`)
  const hit = await readFile(cached, 'utf8').catch(() => undefined)
  if (hit) return JSON.parse(hit) as CompileContractsReturnType<contracts>
  const { readImport } = parameters
  const output = JSON.parse(
    solc.compile(input, {
      import(path) {
        try {
          if (!readImport) throw new Error(path)
          return { contents: readImport(path) }
        } catch {
          return { error: `${parameters.caller}: ${path} not found in node_modules` }
        }
      },
    }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const pick = (name: string): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (errors.length > 0 || !contract)
      throw new Error(
        `${parameters.caller}: solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
      )
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const result = Object.fromEntries(
    Object.entries(parameters.contracts).map(([key, name]) => [key, pick(name)]),
  ) as CompileContractsReturnType<contracts>
  // Written aside then renamed: two chains starting at once never read half a file.
  await mkdir(folder, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, cached)
  return result
}
