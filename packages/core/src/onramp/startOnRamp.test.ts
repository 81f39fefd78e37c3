// startOnRamp on a real client (the in-memory test wallet, test/createTestAdapter.ts) against the
// real server's on-ramp routes and sandbox provider on a dev chain (test/startOnRampServer.ts).
import { describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { startOnRampServer } from '../../test/startOnRampServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampLimit } from './getOnRampLimit.js'
import { getOnRampProblem } from './getOnRampProblem.js'
import { getOnRampProviders } from './getOnRampProviders.js'
import { getOnRampState } from './getOnRampState.js'
import { startOnRamp } from './startOnRamp.js'

const { server, track, connectClient } = useTestServer(startOnRampServer)

const quoteOf = (client: LatchkeyClient, provider: string) => {
  const entry = getOnRampState(client).quotes[provider]
  if (entry?.status !== 'ready') throw new Error(`${provider} not quoted yet`)
  return entry
}

describe('startOnRamp', () => {
  test("default: the server's options, the network's coin and the default amount quoted", async () => {
    const client = await connectClient()
    await startOnRamp(client)
    const state = getOnRampState(client)
    expect(state).toMatchObject({
      caipAddress: expect.stringMatching(/^eip155:31337:0x/),
      optionsStatus: 'ready',
      optionsFallback: false,
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      purchaseCurrency: 'ETH',
      amount: '100',
    })
    expect(state.options?.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(getOnRampProviders(state)).toEqual([
      { id: 'sandbox', label: 'Sandbox', feeRange: '1-2%', sandbox: true },
    ])
    expect(getOnRampLimit(state)).toMatchObject({ min: '10.00', max: '7500.00' })
    expect(getOnRampProblem(state)).toBeUndefined()
    // Asked after the typing pause: 100.00 less 2 % and 0.10 is 97.90 USD at 3000 USD per ETH.
    expect(state.quotes).toEqual({ sandbox: { status: 'loading' } })
    const entry = await vi.waitFor(() => quoteOf(client, 'sandbox'))
    expect(entry.estimated).toBe(false)
    expect(entry.quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentFee: { amount: '2.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03263333', currency: 'ETH' },
    })
  })

  test('behavior: without the server, the built-in options and estimated quotes', async () => {
    // Nothing listens on port 9 (discard): every call fails at once.
    const client = await connectClient({ options: { apiUrl: 'http://127.0.0.1:9' } })
    await startOnRamp(client)
    const state = getOnRampState(client)
    expect(state).toMatchObject({
      optionsStatus: 'ready',
      optionsFallback: true,
      purchaseCurrency: 'ETH',
    })
    expect(state.options?.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(state.options?.purchaseCurrencies).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        networks: [expect.objectContaining({ chain_id: '31337', name: 'ethereum' })],
      }),
    ])
    expect(getOnRampProviders(state).map((provider) => provider.id)).toEqual(['coinbase', 'meld'])
    // Both quotes fail too: the widget's estimate at the top of the fee range.
    for (const provider of ['coinbase', 'meld']) {
      const entry = await vi.waitFor(() => quoteOf(client, provider))
      expect(entry.estimated).toBe(true)
      expect(entry.quote.paymentFee).toEqual({ amount: '2.00', currency: 'USD' })
    }
  })

  test('behavior: without a connected account nothing is read', async () => {
    const { client } = createTestClient({ options: { apiUrl: server().url } })
    track(client)
    await startOnRamp(client)
    expect(getOnRampState(client).optionsStatus).toBe('idle')
  })
})
