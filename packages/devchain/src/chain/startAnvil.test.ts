import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { getAnvilBinaryPath } from './getAnvilBinaryPath.js'
import { startAnvil } from './startAnvil.js'

describe('startAnvil', () => {
  test('default', async () => {
    const anvil = await startAnvil({ chainId: 31400 })
    try {
      expect(anvil.chainId).toBe(31400)
      expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getChainId()).toBe(31400)
    } finally {
      await anvil.stop()
    }
    expect(anvil.process.exitCode !== null || anvil.process.signalCode !== null).toBe(true)
    await expect(fetch(anvil.rpcUrl, { method: 'POST' })).rejects.toThrow()
  })

  test('parameters: port and mnemonic', async () => {
    const mnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
    const first = await startAnvil({ chainId: 31401, mnemonic })
    const port = Number(new URL(first.rpcUrl).port)
    await first.stop()
    const anvil = await startAnvil({ chainId: 31401, port, mnemonic })
    try {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`)
      const [account] = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses()
      expect(account).toBe(mnemonicToAccount(mnemonic).address)
    } finally {
      await anvil.stop()
    }
  })

  test('behavior: stop can be called again', async () => {
    const anvil = await startAnvil({ chainId: 31402 })
    await Promise.all([anvil.stop(), anvil.stop()])
    await anvil.stop()
  })

  test('behavior: a busy port fails with anvil stderr', async () => {
    const anvil = await startAnvil({ chainId: 31403 })
    try {
      const port = Number(new URL(anvil.rpcUrl).port)
      await expect(startAnvil({ chainId: 31403, port })).rejects.toThrow(
        /exited \(code 1\) before listening[\s\S]*Address already in use/,
      )
    } finally {
      await anvil.stop()
    }
  })

  test('behavior: time-out', async () => {
    await expect(startAnvil({ chainId: 31404, startupTimeout: 1 })).rejects.toThrow(
      /did not start listening within 1 ms[\s\S]*anvil's stderr/,
    )
  })

  test('behavior: a missing binary fails clearly', async () => {
    await expect(startAnvil({ chainId: 31405, binaryPath: '/nonexistent/anvil' })).rejects.toThrow(
      /could not be started from \/nonexistent\/anvil: .*ENOENT/,
    )
  })

  test.each(['exit', 'SIGTERM'])('behavior: the node ends with its parent (%s)', async (how) => {
    const folder = await mkdtemp(join(tmpdir(), 'latchkey-anvil-'))
    try {
      const script = join(folder, 'parent.mjs')
      const source = fileURLToPath(new URL('./startAnvil.ts', import.meta.url))
      await build({
        stdin: {
          contents: `
            import { startAnvil } from ${JSON.stringify(source)}
            const anvil = await startAnvil({ chainId: 31406, binaryPath: process.env.ANVIL })
            console.log(anvil.process.pid)
            // Stays up (stdin is open) until told to exit or killed by a signal.
            process.stdin.once('data', () => process.exit(0))
          `,
          resolveDir: dirname(source),
          loader: 'ts',
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: script,
        logLevel: 'silent',
      })
      const parent = spawn(process.execPath, [script], {
        env: { ...process.env, ANVIL: getAnvilBinaryPath() },
        stdio: ['pipe', 'pipe', 'inherit'],
      })
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      )
      expect(isAlive(pid)).toBe(true)
      if (how === 'SIGTERM') parent.kill('SIGTERM')
      else parent.stdin.write('exit\n')
      const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
        parent.once('exit', (...result) => resolve(result)),
      )
      // The parent keeps the usual outcome of its ending: code 0, or death by the signal.
      expect(how === 'exit' ? code : signal).toBe(how === 'exit' ? 0 : 'SIGTERM')
      await expect.poll(() => isAlive(pid), { timeout: 3_000 }).toBe(false)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

/** Whether a process runs; a zombie (dead, not yet reaped by a container's init) counts as gone. */
function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}
