// A connection source's setup context for tests that drive a source without a client.
import type { SourceContext } from '../src/sources/ConnectionSource.js'
import { createStorage } from '../src/storage/createStorage.js'
import { createConnectionStore } from '../src/stores/createConnectionStore.js'

/** A source context over in-memory storage (no `window` storage), with the networks given. */
export function createSourceContext(overrides: Partial<SourceContext> = {}): SourceContext {
  const storage = createStorage()
  return {
    networks: [],
    storage,
    projectId: undefined,
    metadata: undefined,
    enableInjected: true,
    enableEIP6963: true,
    debug: false,
    connection: createConnectionStore({ storage }),
    log: () => {},
    ...overrides,
  }
}
