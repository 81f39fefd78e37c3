import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The demo builds from the workspace packages' TypeScript source (the `source` export condition),
// so it never waits on a package build. Two pages: the demo, and the same widget on wagmi.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        wagmi: resolve(import.meta.dirname, 'wagmi.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
