// The on-ramp store's life on a real client over the in-memory test wallet
// (test/createTestAdapter.ts), with no data API: quotes fall back to the widget's estimate, so no
// server is needed to see whether a pending quote runs.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { getOnRampState } from './getOnRampState.js'
import { getOnRampStore } from './getOnRampStore.js'
import { initialOnRampState } from './OnRampState.js'
import { setOnRampPurchaseCurrency } from './setOnRampPurchaseCurrency.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('getOnRampStore', () => {
  test('default: made on first use, then the same store for the client', () => {
    const { client } = createTestClient()
    const store = getOnRampStore(client)
    expect(store.state.getState()).toBe(initialOnRampState)
    expect(getOnRampStore(client)).toBe(store)
    expect(getOnRampStore(createTestClient().client)).not.toBe(store)
    client.destroy()
  })

  test('behavior: destroy removes it and stops its pending work', async () => {
    vi.useFakeTimers()
    const kept = createTestClient().client
    const destroyed = createTestClient().client
    for (const client of [kept, destroyed])
      setOnRampPurchaseCurrency(client, { purchaseCurrency: 'ETH' })
    const store = getOnRampStore(destroyed)
    expect(store.state.getState().quotes).toMatchObject({ coinbase: { status: 'loading' } })
    destroyed.destroy()
    await vi.advanceTimersByTimeAsync(1000)
    // The kept client's quotes were asked (and estimated, without a data API); the destroyed
    // client's never were, and it starts afresh.
    expect(getOnRampState(kept).quotes.coinbase).toMatchObject({ status: 'ready', estimated: true })
    expect(store.state.getState().quotes.coinbase).toEqual({ status: 'loading' })
    expect(getOnRampStore(destroyed)).not.toBe(store)
    expect(getOnRampState(destroyed)).toBe(initialOnRampState)
    kept.destroy()
  })
})
