// Builds a client over in-memory adapters and storage for core's unit tests; see
// createTestAdapter.ts for what the adapter stands in for and what it does not cover.
import { createLatchkey } from '../src/client/createLatchkey.js'
import type { LatchkeyClient } from '../src/client/LatchkeyClient.js'
import { prefetchActions } from '../src/client/prefetchActions.js'
import type { CreateLatchkeyParameters } from '../src/options/LatchkeyOptions.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { type CreateTestAdapterParameters, createTestAdapter } from './createTestAdapter.js'
import { devnet, devnet2 } from './fixtures.js'

/** A client on devnet and devnet2 with one test eip155 adapter, plus its handles. */
export function createTestClient(
  parameters: {
    adapter?: CreateTestAdapterParameters
    stored?: Record<string, unknown>
    options?: Partial<CreateLatchkeyParameters>
  } = {},
) {
  const evm = createTestAdapter(parameters.adapter)
  const storage = createMemoryStorage(parameters.stored)
  const client = createLatchkey({
    networks: [devnet, devnet2],
    adapters: [evm.adapter],
    storage,
    debug: false,
    ...parameters.options,
  })
  return { client, evm, storage }
}

/** Lets pending promise callbacks (background balance fetches, adapter answers) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Waits for the restore and for the actions' chunk, as for a visitor who opened the modal: an
 * action called after it runs in its caller's task.
 */
export async function readyToAct(client: LatchkeyClient): Promise<void> {
  await client.ready
  await prefetchActions(client)
}
