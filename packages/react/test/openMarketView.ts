// Opens a market view (Swap, Buy) of the Account view with the stand-in market answering the data
// API: the views' component tests share it.
import type { LatchkeyClient } from '@latchkey/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { createMarketStub, type MarketStubRoutes } from './createMarketStub.js'
import { address, connect, modal, openModal, renderWithClient, setupClient } from './setup.js'

/** Views load as chunks: the first render of each may take a while under the test transform. */
const slow = { timeout: 5000 }

/**
 * Connects a client whose fetch is the stand-in's (or `wrapFetch` of it), opens the modal and
 * clicks Account's `button`; resolves once the view's heading shows.
 */
export async function openMarketView(parameters: {
  button: 'Swap' | 'Buy'
  routes?: MarketStubRoutes | undefined
  wrapFetch?: ((fetch: typeof globalThis.fetch) => typeof globalThis.fetch) | undefined
}): Promise<{ client: LatchkeyClient; stub: ReturnType<typeof createMarketStub> }> {
  const stub = createMarketStub(address, parameters.routes)
  vi.stubGlobal('fetch', parameters.wrapFetch ? parameters.wrapFetch(stub.fetch) : stub.fetch)
  const { client } = setupClient({ options: { apiUrl: 'http://api.test' } })
  renderWithClient(client)
  await connect(client)
  await openModal(client)
  await waitFor(() => modal().getByRole('button', { name: parameters.button }), slow)
  fireEvent.click(modal().getByRole('button', { name: parameters.button }))
  await waitFor(() => modal().getByRole('heading', { name: parameters.button }), slow)
  return { client, stub }
}
