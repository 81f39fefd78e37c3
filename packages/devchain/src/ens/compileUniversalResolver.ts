import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** The UniversalResolver as solc made it: its ABI and creation bytecode. */
export type CompiledContract = { abi: Abi; bytecode: Hex }

type Solc = { version(): string; compile(input: string): string }
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

// The source sits in src/ beside this file; from dist/ens/ the same path reaches it. A path, not
// a URL object: in a test's DOM environment the global URL is the DOM library's, which Node's fs
// does not take.
const sourcePath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/ens/UniversalResolver.sol',
)
let compiled: Promise<CompiledContract> | undefined

/**
 * Compiles our UniversalResolver with solc 0.8 on first use. solc-js takes seconds, so the result
 * is kept in the OS temp folder under the hash of the source and compiler (nothing is committed,
 * and a changed source compiles again).
 */
export function compileUniversalResolver(): Promise<CompiledContract> {
  compiled ??= compile()
  compiled.catch(() => {
    compiled = undefined
  })
  return compiled
}

async function compile(): Promise<CompiledContract> {
  // solc 0.8 is the devchain package's own (the workspace root's is an older one).
  const solc = createRequire(import.meta.url)('solc') as Solc
  const source = await readFile(sourcePath, 'utf8')
  const input = JSON.stringify({
    language: 'Solidity',
    sources: { 'UniversalResolver.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'paris',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex').slice(0, 16)
  const folder = join(tmpdir(), 'latchkey-devchain-solc')
  const cached = join(folder, `UniversalResolver-${key}.json`)
  const hit = await readFile(cached, 'utf8').catch(() => undefined)
  if (hit) return JSON.parse(hit) as CompiledContract
  const output = JSON.parse(solc.compile(input)) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const contract = output.contracts?.['UniversalResolver.sol']?.UniversalResolver
  if (errors.length > 0 || !contract)
    throw new Error(
      `compileUniversalResolver: solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  const result: CompiledContract = {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  // Written aside then renamed: two chains starting at once never read half a file.
  await mkdir(folder, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, cached)
  return result
}
