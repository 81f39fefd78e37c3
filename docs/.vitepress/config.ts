// The documentation site's configuration. The sidebar lists the pages present on disk: pages other
// branches add (the locales and headless guides) show once merged, and the API reference once
// `npm run docs:build` has generated it.
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..')

/** A sidebar entry for docs/<path>.md, or nothing when the page is not there. */
function page(text: string, path: string): DefaultTheme.SidebarItem[] {
  return existsSync(join(docs, `${path}.md`)) ? [{ text, link: `/${path}` }] : []
}

/** The API reference's pages, as TypeDoc wrote them: api/<package>.md and api/<package>/<entry>.md. */
function apiModules(): DefaultTheme.SidebarItem[] {
  const api = join(docs, 'api')
  if (!existsSync(api)) return []
  const items: DefaultTheme.SidebarItem[] = []
  for (const file of readdirSync(api).sort()) {
    const name = file.replace(/\.md$/, '')
    if (name === file || name === 'index') continue
    items.push({ text: `@latchkey/${name}`, link: `/api/${name}` })
    if (existsSync(join(api, name)))
      for (const entry of readdirSync(join(api, name)).sort())
        items.push({
          text: `@latchkey/${name}/${entry.replace(/\.md$/, '')}`,
          link: `/api/${name}/${entry.replace(/\.md$/, '')}`,
        })
  }
  return items
}

const sidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Guide',
    items: [
      ...page('What Latchkey is', 'guide/index'),
      ...page('The local stack', 'guide/local-stack'),
      ...page('Getting started: React', 'guide/react'),
      ...page('Getting started: Next.js', 'guide/nextjs'),
      ...page('Getting started: wagmi', 'guide/wagmi'),
      ...page('Core without the modal', 'guide/core'),
      ...page('Locales', 'guide/locales'),
      ...page('Headless parts', 'guide/headless'),
      ...page('Roadmap', 'guide/roadmap'),
    ],
  },
  {
    text: 'Features',
    items: [
      ...page('Connect', 'features/connect'),
      ...page('WalletConnect', 'features/walletconnect'),
      ...page('Account', 'features/account'),
      ...page('Send and Receive', 'features/send-receive'),
      ...page('Swap', 'features/swap'),
      ...page('Batched calls (EIP-5792)', 'features/batched-calls'),
      ...page('Buy', 'features/buy'),
      ...page('Email login', 'features/email-login'),
      ...page('Social login', 'features/social-login'),
      ...page('Sign in with the wallet (SIWX)', 'features/siwx'),
      ...page('Several namespaces', 'features/namespaces'),
      ...page('Bitcoin', 'features/bitcoin'),
      ...page('Polkadot', 'features/polkadot'),
      ...page('Theming', 'features/theming'),
    ],
  },
  { text: 'API', items: [...page('Overview', 'api/index'), ...apiModules()] },
  {
    text: 'Server',
    items: [
      ...page('Running the server', 'server/index'),
      ...page('The data API', 'server/data-api'),
      ...page('The name service', 'server/names'),
      ...page('Swap and on-ramp', 'server/swap-onramp'),
      ...page('The ERC-4337 bundler', 'server/bundler'),
      ...page('Sponsored gas (paymaster)', 'server/paymaster'),
      ...page('Smart sessions', 'server/sessions'),
      ...page('Limits and production mode', 'server/production'),
      ...page('Probes, metrics and traces', 'server/observability'),
      ...page('Deploying and configuration', 'server/deploy'),
    ],
  },
  {
    text: 'Benchmarks',
    items: [
      ...page('The widget', 'benchmarks/index'),
      ...page('Beside the other widgets', 'benchmarks/peers'),
      ...page('The server', 'benchmarks/server'),
    ],
  },
]

export default defineConfig({
  title: 'Latchkey',
  description: 'A self-hostable wallet-connection and account widget for web applications.',
  srcExclude: ['scripts/**'],
  // A link to a page that does not exist fails the build (the default, said on purpose).
  ignoreDeadLinks: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'Features', link: '/features/connect' },
      { text: 'API', link: '/api/' },
      { text: 'Server', link: '/server/' },
      { text: 'Benchmarks', link: '/benchmarks/' },
    ],
    sidebar,
    outline: [2, 3],
  },
})
