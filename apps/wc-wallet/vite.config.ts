import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The wallet page builds from the workspace packages' TypeScript source (the `source` export
// condition), like the demo; WalletKit and its SDK are bundled for the browser.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2048 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
