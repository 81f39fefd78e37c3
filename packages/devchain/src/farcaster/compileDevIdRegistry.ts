import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** DevIdRegistry.sol as solc made it: its ABI and creation bytecode. */
export type CompiledDevIdRegistry = { abi: Abi; bytecode: Hex }

type Solc = { version(): string; compile(input: string): string }
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

// The source sits in src/ beside this file; from dist/farcaster/ the same path reaches it.
const sourcePath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/farcaster/DevIdRegistry.sol',
)
let compiled: Promise<CompiledDevIdRegistry> | undefined

/**
 * Compiles the dev ID registry with the devchain package's solc 0.8 on first use, offline. The
 * result is kept in the OS temp folder under the hash of source and compiler, as the ENS
 * contracts' (solc-js takes seconds; nothing generated is committed).
 */
export function compileDevIdRegistry(): Promise<CompiledDevIdRegistry> {
  compiled ??= compile()
  compiled.catch(() => {
    compiled = undefined
  })
  return compiled
}

async function compile(): Promise<CompiledDevIdRegistry> {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const input = JSON.stringify({
    language: 'Solidity',
    sources: { 'DevIdRegistry.sol': { content: await readFile(sourcePath, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'paris',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex').slice(0, 16)
  const folder = join(tmpdir(), 'latchkey-devchain-solc')
  const cached = join(folder, `DevIdRegistry-${key}.json`)
  const hit = await readFile(cached, 'utf8').catch(() => undefined)
  if (hit) return JSON.parse(hit) as CompiledDevIdRegistry
  const output = JSON.parse(solc.compile(input)) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const contract = output.contracts?.['DevIdRegistry.sol']?.DevIdRegistry
  if (errors.length > 0 || !contract)
    throw new Error(
      `compileDevIdRegistry: solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  const result = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  // Written aside then renamed: two chains starting at once never read half a file.
  await mkdir(folder, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, cached)
  return result
}
