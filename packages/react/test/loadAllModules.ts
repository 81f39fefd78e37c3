/// <reference types="vite/client" />
// Set-up of the component projects whose files share one module graph per worker (vitest.config.ts).
// In that graph a module whose load failed stays failed. A file that ends while one of its lazy
// chunks is still loading (a view the test opened last, its tab, the connected look) has that load
// cut when its environment is torn down, and every later file of the worker would find the chunk
// broken. So the widget's modules are all loaded before a worker's first test: a lazy import then
// finds its module there and is never in flight at a file's end. The files that assert what a lazy
// import loads, or when, keep a graph of their own and do not run this.
import { beforeAll } from 'vitest'

const modules = import.meta.glob([
  '../src/**/*.{ts,tsx}',
  '!../src/**/*.test.{ts,tsx}',
  '../../core/src/**/*.ts',
  '!../../core/src/**/*.test.ts',
])

beforeAll(async () => {
  await Promise.all(Object.values(modules).map((load) => load()))
})
