import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The demo builds from the workspace packages' TypeScript source (the `source` export condition),
// so it never waits on a package build.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
