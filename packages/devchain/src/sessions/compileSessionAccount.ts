import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** SessionAccount.sol as solc made it: its ABI and creation bytecode. */
export type CompiledSessionAccount = { abi: Abi; bytecode: Hex }

type Solc = {
  version(): string
  compile(
    input: string,
    options: { import(path: string): { contents: string } | { error: string } },
  ): string
}
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

// The source sits in src/ beside this file; from dist/sessions/ the same path reaches it.
const sourcePath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/sessions/SessionAccount.sol',
)
let compiled: Promise<CompiledSessionAccount> | undefined

/**
 * Compiles the session-key account with the devchain package's solc 0.8 on first use, offline: its
 * imports (SimpleAccount, and the OpenZeppelin release it was built on) come from
 * `@account-abstraction/contracts` in node_modules. Kept in the OS temp folder under the hash of
 * the sources and compiler, as the other dev contracts.
 */
export function compileSessionAccount(): Promise<CompiledSessionAccount> {
  compiled ??= compile()
  compiled.catch(() => {
    compiled = undefined
  })
  return compiled
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
      text = require('node:fs').readFileSync(file, 'utf8') as string
      sources.set(path, text)
    }
    return text
  }
}

async function compile(): Promise<CompiledSessionAccount> {
  const require = createRequire(import.meta.url)
  const solc = require('solc') as Solc
  const readImport = createImportReader()
  const input = JSON.stringify({
    language: 'Solidity',
    sources: { 'SessionAccount.sol': { content: await readFile(sourcePath, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      // No metadata hash: the implementation's address then follows the code alone.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex').slice(0, 16)
  const folder = join(tmpdir(), 'latchkey-devchain-solc')
  const cached = join(folder, `SessionAccount-${key}.json`)
  const hit = await readFile(cached, 'utf8').catch(() => undefined)
  if (hit) return JSON.parse(hit) as CompiledSessionAccount
  const output = JSON.parse(
    solc.compile(input, {
      import(path) {
        try {
          return { contents: readImport(path) }
        } catch {
          return { error: `compileSessionAccount: ${path} not found in node_modules` }
        }
      },
    }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const contract = output.contracts?.['SessionAccount.sol']?.SessionAccount
  if (errors.length > 0 || !contract)
    throw new Error(
      `compileSessionAccount: solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  const result = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  // Written aside then renamed: two chains starting at once never read half a file.
  await mkdir(folder, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, cached)
  return result
}
