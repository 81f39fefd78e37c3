import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'

// React 18 and its DOM renderer, installed by the compat/react18 workspace: the component tests
// run a second time against them (project 'react18'), so @latchkey/react's peer range (>=18)
// is tested at both ends.
const react18 = fileURLToPath(new URL('./compat/react18/node_modules', import.meta.url))
// wagmi 3 and @wagmi/core 3, installed by the compat/wagmi3 workspace: @latchkey/wagmi's tests
// run a second time against them (project 'wagmi3'), its peer range covering wagmi 2 and 3.
const wagmi3 = fileURLToPath(new URL('./compat/wagmi3/node_modules', import.meta.url))

const componentTests = 'packages/react/src/**/*.test.tsx'
// Component test files that need a module graph of their own: they assert what a lazy import
// loads or when, or use module-level state (WalletConnect's pairing, the modal's loader) that an
// earlier file in the same worker would have set. The others share one graph per worker
// (`isolate: false`), which halves the components' time (265 s to 150 s here): most of it was
// importing React, the views and viem again for every file.
const isolatedComponentTests = [
  'packages/react/src/components/WalletButton/WalletButton.test.tsx',
  'packages/react/src/modal/loadModal.test.tsx',
  'packages/react/src/views/Account/Account.test.tsx',
  'packages/react/src/views/AllWallets/AllWallets.test.tsx',
  'packages/react/src/views/Connect/Connect.registry.test.tsx',
  'packages/react/src/views/Connect/Connect.test.tsx',
  'packages/react/src/views/ConnectingWalletConnect/ConnectingWalletConnect.test.tsx',
  'packages/react/src/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.test.tsx',
  'packages/react/src/utils/useFormatBalance.test.tsx',
  'packages/react/src/components/ConnectButton/ConnectButton.hydration.test.tsx',
  'packages/react/src/components/ConnectButton/ConnectButton.server.test.tsx',
]
const workers = Math.max(2, availableParallelism() - 1)

// Unit test files that keep a module graph of their own, like the components above: the server's
// (process-wide registries: metrics, tracing, the database drivers), those that stub a module a
// file before them has loaded (the WalletConnect loader's) and those that run WalletConnect's SDK.
// The others share one graph per worker: core's 143 files took 150 s instead of 318 s here.
const isolatedUnitTests = [
  'packages/server/src/**/*.test.{ts,tsx}',
  'packages/core/src/walletconnect/**/*.test.ts',
  // The WalletConnect SDK's core is a process-wide singleton: a second file starting it in the same
  // graph finds it initialised and its relay socket gone with the first file's relay.
  'packages/core/src/namespaces/namespaceContract.test.ts',
  'packages/core/src/sources/sources.contract.test.ts',
  'packages/evm/src/evmAdapter.walletConnect.test.ts',
  'packages/devchain/src/walletconnect/**/*.test.ts',
]

/** Which component files share a module graph per worker (see isolatedComponentTests). */
const sharedComponentFiles = {
  include: [componentTests],
  exclude: [...configDefaults.exclude, ...isolatedComponentTests],
  isolate: false,
  setupFiles: ['./vitest.setup.ts', './packages/react/test/loadAllModules.ts'],
}

/** The component tests once more on React 18 (the compat/react18 workspace's). */
const react18Project = {
  extends: true as const,
  resolve: {
    alias: [
      { find: /^react$/, replacement: `${react18}/react` },
      { find: /^react\/(.*)$/, replacement: `${react18}/react/$1` },
      { find: /^react-dom$/, replacement: `${react18}/react-dom` },
      { find: /^react-dom\/(.*)$/, replacement: `${react18}/react-dom/$1` },
      // Its ES build (its `main` is CommonJS, which Node would load with the root's React).
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    maxWorkers: workers,
    sequence: { groupOrder: 1 },
  },
}

// Workspace packages resolve to their TypeScript source through the `source` export condition,
// so unit tests never need a build first.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The WalletConnect SDKs run through Vite rather than Node's loader: with the `module`
    // condition above, Node would load their ESM builds, which it cannot (@walletconnect/pay
    // imports `brotli/decompress` without its extension; @walletconnect/core takes the default
    // export of a CommonJS package). Plain Node picks their CommonJS builds and needs none of this.
    server: {
      deps: {
        inline: [
          /@reown\/walletkit\//,
          /@walletconnect\/(core|pay|sign-client|universal-provider|utils)\//,
          // Through Vite, so its imports of react and react-dom take the react18 project's aliases.
          /@testing-library\/react\//,
        ],
      },
    },
    projects: [
      // Two files at a time (Vitest's default is one worker fewer than the cores: one, on a
      // 2-core machine), in worker threads. Most of these tests wait on anvil, PGlite, sockets
      // and child processes, so a second file overlaps those waits: the project took 278 s
      // instead of 516 s on this machine, every test passing. Threads start faster than forked
      // processes (46 s to 38 s for core's 111 files).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, componentTests, ...isolatedUnitTests],
          isolate: false,
          pool: 'threads',
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedUnitTests,
          pool: 'threads',
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      // The component tests run after the rest, two files at a time too: they spend their time
      // in the worker's own CPU (jsdom, React), so a second worker nearly halves them. Only they
      // load Testing Library's settings (for nothing, core's 111 unit files took 62 s, not 46).
      {
        extends: true,
        test: {
          name: 'components',
          ...sharedComponentFiles,
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          include: isolatedComponentTests,
          setupFiles: ['./vitest.setup.ts'],
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^@wagmi\/core$/, replacement: `${wagmi3}/@wagmi/core` },
            { find: /^@wagmi\/core\/(.*)$/, replacement: `${wagmi3}/@wagmi/core/$1` },
            { find: /^wagmi$/, replacement: `${wagmi3}/wagmi` },
            { find: /^wagmi\/(.*)$/, replacement: `${wagmi3}/wagmi/$1` },
          ],
        },
        test: {
          name: 'wagmi3',
          include: ['packages/wagmi/src/**/*.test.ts'],
          env: { LATCHKEY_WAGMI_MAJOR: '3' },
          pool: 'threads',
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...react18Project,
        test: {
          ...react18Project.test,
          name: 'react18',
          ...sharedComponentFiles,
          // Every view in every locale is the strings' check, not React's: once, on React 19
          // (20 locales, about 6 s each).
          exclude: [
            ...sharedComponentFiles.exclude,
            'packages/react/src/i18n/LocaleViews.test.tsx',
          ],
        },
      },
      {
        ...react18Project,
        test: { ...react18Project.test, name: 'react18-isolated', include: isolatedComponentTests },
      },
    ],
  },
})
