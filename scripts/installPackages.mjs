// `npm test`'s install check: packs every public package, installs the tarballs into a fresh
// Vite + React app and a fresh Next.js (App Router) app in a temporary folder outside the
// workspace, type-checks and builds both, and imports the Node packages (server, devchain).
// Dependencies come from npm's cache when it has them (`--prefer-offline`); each command is bounded.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { packAll } from './packages.mjs'
import { childEnv, root } from './setup.mjs'

const installTimeout = 8 * 60_000
const buildTimeout = 5 * 60_000

/** Runs a command in `cwd`, killing it after `timeout` ms; throws when it fails. */
function exec(command, args, cwd, timeout) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now()
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...childEnv, npm_config_update_notifier: 'false' },
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeout / 1000} s)`
      process.kill(-child.pid, 'SIGKILL')
    }, timeout)
    child.on('exit', (code) => {
      clearTimeout(timer)
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      if (code === 0) {
        console.log(`  ✓ ${command} ${args.join(' ')} (${cwd.split('/').at(-1)}, ${seconds} s)`)
        resolvePromise(output)
      } else
        reject(
          new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output}`),
        )
    })
  })
}

/** The version range the workspace uses for `name` (so npm's cache already holds it). */
async function workspaceVersion(name) {
  const manifest = JSON.parse(
    await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8'),
  )
  return `^${manifest.version}`
}

async function writeFiles(dir, files) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  }
}

// One page in both apps: the client, the provider and the buttons, from the installed packages.
const widget = `import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { ConnectButton, LatchkeyProvider, NetworkButton } from '@latchkey/react'
import { solanaAdapter } from '@latchkey/solana'
import { useState } from 'react'

const networks = [
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }),
  defineNetwork({
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  }),
] as const

export function Widget() {
  const [client] = useState(() =>
    createLatchkey({ networks, adapters: [evmAdapter(), solanaAdapter()], storage: null }),
  )
  return (
    <LatchkeyProvider client={client}>
      <ConnectButton />
      <NetworkButton />
    </LatchkeyProvider>
  )
}
`
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    // As Vite's and Next's templates: a dapp checks its code, not its dependencies' .d.ts.
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    esModuleInterop: true,
  },
}

const work = await mkdtemp(join(tmpdir(), 'latchkey-install-'))
try {
  const tarballs = join(work, 'tarballs')
  await mkdir(tarballs)
  const packs = await packAll(tarballs)
  const tarball = Object.fromEntries(packs.map((pack) => [pack.name, `file:${pack.tarball}`]))
  const browserPackages = ['@latchkey/core', '@latchkey/evm', '@latchkey/react', '@latchkey/solana']
  const react = {
    react: await workspaceVersion('react'),
    'react-dom': await workspaceVersion('react-dom'),
  }
  const types = {
    '@types/react': await workspaceVersion('@types/react'),
    '@types/react-dom': await workspaceVersion('@types/react-dom'),
    typescript: await workspaceVersion('typescript'),
  }
  const install = (dir) =>
    exec(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      dir,
      installTimeout,
    )

  const vite = join(work, 'vite-app')
  await writeFiles(vite, {
    'package.json': {
      name: 'vite-app',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(browserPackages.map((name) => [name, tarball[name]])),
        '@latchkey/server': tarball['@latchkey/server'],
        ...react,
      },
      devDependencies: {
        '@latchkey/devchain': tarball['@latchkey/devchain'],
        '@vitejs/plugin-react': await workspaceVersion('@vitejs/plugin-react'),
        '@types/node': await workspaceVersion('@types/node'),
        vite: await workspaceVersion('vite'),
        ...types,
      },
    },
    'tsconfig.json': { ...tsconfig, include: ['src'] },
    'vite.config.js':
      "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
    'index.html':
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'src/Widget.tsx': widget,
    'src/main.tsx':
      "import { createRoot } from 'react-dom/client'\nimport { Widget } from './Widget'\n\ncreateRoot(document.getElementById('root')!).render(<Widget />)\n",
    'node-check.mjs': `import { devAccounts } from '@latchkey/devchain'
import { loadConfig } from '@latchkey/server'
if (typeof loadConfig !== 'function' || !devAccounts[0]?.address) throw new Error('bad exports')
`,
  })

  const next = join(work, 'next-app')
  await writeFiles(next, {
    'package.json': {
      name: 'next-app',
      private: true,
      dependencies: {
        ...Object.fromEntries(browserPackages.map((name) => [name, tarball[name]])),
        next: await workspaceVersion('next'),
        ...react,
      },
      // Next's type check asks for @types/node, as its own template installs it.
      devDependencies: { ...types, '@types/node': await workspaceVersion('@types/node') },
    },
    'tsconfig.json': {
      compilerOptions: {
        ...tsconfig.compilerOptions,
        skipLibCheck: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', 'app'],
    },
    'next.config.mjs': 'export default {}\n',
    'app/layout.tsx':
      'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  )\n}\n',
    // A client component around the widget; the page itself is a server component.
    'app/Widget.tsx': `'use client'\n${widget}`,
    'app/page.tsx':
      "import { Widget } from './Widget'\n\nexport default function Page() {\n  return <Widget />\n}\n",
  })

  await Promise.all([install(vite), install(next)])
  await exec(join(vite, 'node_modules/.bin/tsc'), ['-p', '.'], vite, buildTimeout)
  await exec(join(vite, 'node_modules/.bin/vite'), ['build'], vite, buildTimeout)
  await exec(process.execPath, ['node-check.mjs'], vite, buildTimeout)
  const nextOutput = await exec(join(next, 'node_modules/.bin/next'), ['build'], next, buildTimeout)
  // The page is prerendered on the server: the widget rendered there, in a client component.
  const html = await readFile(join(next, '.next/server/app/index.html'), 'utf8')
  if (!html.includes('Connect Wallet'))
    throw new Error(`The Next.js page was not server-rendered with the button:\n${nextOutput}`)
  console.log('The packages install and build in fresh Vite and Next.js apps.')
} finally {
  if (process.env.LATCHKEY_KEEP_INSTALL !== '1') await rm(work, { recursive: true, force: true })
  else console.log(`Kept ${work}`)
}
