// Serves the Next.js example (apps/next, built by `npm run build`) with `next start`, pointed at
// a running stack's chains and server. Used by `npm start` and the Next.js browser test.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { childEnv, root } from './setup.mjs'

/**
 * Starts `next start` on `host:port` (port 0: a free one); resolves once it answers, with its URL
 * on `publicHost` (the name `npm start` prints, `localhost`).
 */
export async function startNextApp({ port = 0, host = '127.0.0.1', publicHost = host, stack }) {
  const chosen = port || (await freePort(host))
  const config = {
    networks: stack.networks.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency,
    })),
    serverUrl: stack.serverUrl,
    relayUrl: stack.relayUrl,
    walletConnectWalletUrl: stack.walletConnectWalletUrl,
  }
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(chosen), '-H', host],
    {
      cwd: join(root, 'apps/next'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...childEnv,
        LATCHKEY_NEXT_CONFIG: JSON.stringify(config),
      },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://${publicHost}:${chosen}`
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`)
    const ok = await fetch(`http://${host}:${chosen}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, stop, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start did not answer at ${url} within 60 s:\n${output}`)
}

/** A port nothing listens on at `host` now. */
export async function freePort(host) {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
