import { defaultClientConditions, defineConfig } from 'vite'

// The frame builds from the workspace packages' TypeScript source (the `source` export
// condition), like the demo: the protocol module is core's own.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1', port: 5175 },
  preview: { host: '127.0.0.1', port: 5175 },
})
