import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `source` export condition,
// so unit tests never need a build first.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
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
        ],
      },
    },
  },
})
