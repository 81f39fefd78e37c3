// The widgets bench:peers measures beside Latchkey: pinned versions that install and build here
// (LOCAL-STACK.md), each installed at bench time into its own git-ignored folder,
// .latchkey/peers/<name>, never by `npm install` or `npm test`.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runOrThrow } from '../../scripts/setup.mjs'

/** The peers, each with its npm dependencies (exact versions where the issue names them). */
export const peers = [
  {
    name: 'rainbowkit',
    label: 'RainbowKit 2.2.11',
    dependencies: {
      '@rainbow-me/rainbowkit': '2.2.11',
      wagmi: '2.19.5',
      viem: '^2',
      '@tanstack/react-query': '^5',
      react: '^19',
      'react-dom': '^19',
    },
  },
  {
    name: 'connectkit',
    label: 'ConnectKit 1.9.2',
    dependencies: {
      connectkit: '1.9.2',
      wagmi: '2.19.5',
      viem: '^2',
      '@tanstack/react-query': '^5',
      // ConnectKit's peer range stops at React 18.
      react: '^18',
      'react-dom': '^18',
    },
  },
  {
    name: 'appkit',
    label: 'AppKit 1.8.24',
    dependencies: {
      '@reown/appkit': '1.8.24',
      '@reown/appkit-adapter-wagmi': '1.8.24',
      '@tanstack/react-query': '^5',
      react: '^19',
      'react-dom': '^19',
    },
  },
]

/** The folder a peer is installed and built in. */
export const peerDir = (root, peer) => join(root, '.latchkey/peers', peer.name)

/**
 * Installs a peer's dependencies into its folder unless the same set is installed already
 * (500–800 MB and 1.5–2 min each on 2 cores).
 */
export async function installPeer(root, peer) {
  const dir = peerDir(root, peer)
  const manifest = `${JSON.stringify({ name: `bench-peer-${peer.name}`, private: true, type: 'module', dependencies: peer.dependencies }, null, 2)}\n`
  const manifestPath = join(dir, 'package.json')
  const installed =
    existsSync(join(dir, 'node_modules/.package-lock.json')) &&
    existsSync(manifestPath) &&
    (await readFile(manifestPath, 'utf8')) === manifest
  if (installed) return
  console.log(`• Installing ${peer.label} into ${dir}…`)
  await mkdir(dir, { recursive: true })
  await writeFile(manifestPath, manifest)
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir], {
    quiet: true,
  })
}
