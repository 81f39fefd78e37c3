import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// wagmi 3 and @wagmi/core 3 from the compat/wagmi3 workspace: `vite build --mode wagmi3` builds the
// wagmi page a second time on them (into dist/wagmi3, served at /wagmi3/wagmi.html), so the
// browser tests run @latchkey/wagmi on both majors its peer range takes.
const wagmi3 = resolve(import.meta.dirname, '../../compat/wagmi3/node_modules')

// The demo builds from the workspace packages' TypeScript source (the `source` export condition),
// so it never waits on a package build. Its pages: the demo, the same widget on wagmi, and the
// headless parts' examples.
export default defineConfig(({ mode }) => {
  const onWagmi3 = mode === 'wagmi3'
  const pages: Record<string, string> = {
    main: resolve(import.meta.dirname, 'index.html'),
    wagmi: resolve(import.meta.dirname, 'wagmi.html'),
    // The example pages of the headless parts, linked from the demo.
    walletList: resolve(import.meta.dirname, 'wallet-list.html'),
    walletButtons: resolve(import.meta.dirname, 'wallet-buttons.html'),
    customButton: resolve(import.meta.dirname, 'custom-button.html'),
  }
  if (onWagmi3)
    for (const page of ['main', 'walletList', 'walletButtons', 'customButton']) delete pages[page]
  return {
    plugins: [react()],
    base: onWagmi3 ? '/wagmi3/' : '/',
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: onWagmi3
        ? [
            { find: /^@wagmi\/core$/, replacement: `${wagmi3}/@wagmi/core` },
            { find: /^@wagmi\/core\/(.*)$/, replacement: `${wagmi3}/@wagmi/core/$1` },
            { find: /^wagmi$/, replacement: `${wagmi3}/wagmi` },
            { find: /^wagmi\/(.*)$/, replacement: `${wagmi3}/wagmi/$1` },
          ]
        : [],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: onWagmi3 ? 'dist/wagmi3' : 'dist',
      rollupOptions: { input: pages },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  }
})
