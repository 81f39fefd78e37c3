// setOnRampAmount (and the payment method it is checked against) on a real client (the in-memory
// test wallet, test/createTestAdapter.ts) against the real server's on-ramp routes and sandbox
// provider on a dev chain (test/startOnRampServer.ts).
import { describe, expect, test, vi } from 'vitest'
import { startOnRampServer } from '../../test/startOnRampServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampLimit } from './getOnRampLimit.js'
import { getOnRampProblem } from './getOnRampProblem.js'
import { getOnRampState } from './getOnRampState.js'
import { setOnRampAmount } from './setOnRampAmount.js'
import { setOnRampPaymentMethod } from './setOnRampPaymentMethod.js'
import { startOnRamp } from './startOnRamp.js'

const { connectClient } = useTestServer(startOnRampServer)

/** A client whose wallet is connected on the dev chain, its Buy form started. */
async function started() {
  const client = await connectClient()
  await startOnRamp(client)
  return client
}

const sandboxQuote = (client: LatchkeyClient) => {
  const entry = getOnRampState(client).quotes.sandbox
  if (entry?.status !== 'ready') throw new Error('not quoted yet')
  return entry
}

describe('setOnRampAmount', () => {
  test('default: a new amount is quoted again by the provider', async () => {
    const client = await started()
    setOnRampAmount(client, { amount: '250' })
    expect(getOnRampState(client).amount).toBe('250')
    expect(getOnRampState(client).quotes).toEqual({ sandbox: { status: 'loading' } })
    const entry = await vi.waitFor(() => sandboxQuote(client))
    expect(entry.quote.paymentTotal).toEqual({ amount: '250.00', currency: 'USD' })
    expect(entry.estimated).toBe(false)
  })

  test('behavior: below the minimum or above the card maximum is refused, nothing quoted', async () => {
    const client = await started()
    setOnRampAmount(client, { amount: '9.99' })
    expect(getOnRampProblem(getOnRampState(client))).toEqual({
      kind: 'belowMinimum',
      limit: '10.00',
    })
    expect(getOnRampState(client).quotes).toEqual({})
    setOnRampAmount(client, { amount: '7500.01' })
    expect(getOnRampProblem(getOnRampState(client))).toEqual({
      kind: 'aboveMaximum',
      limit: '7500.00',
    })
    expect(getOnRampState(client).quotes).toEqual({})
    setOnRampAmount(client, { amount: '' })
    expect(getOnRampProblem(getOnRampState(client))).toEqual({ kind: 'noAmount' })
  })

  test('behavior: a bank account allows up to 25000.00, and the provider quotes it', async () => {
    const client = await started()
    setOnRampAmount(client, { amount: '7500.01' })
    setOnRampPaymentMethod(client, { paymentMethod: 'ach_bank_account' })
    const state = getOnRampState(client)
    expect(getOnRampLimit(state)).toMatchObject({ min: '10.00', max: '25000.00' })
    expect(getOnRampProblem(state)).toBeUndefined()
    // The sandbox takes 1 % by bank account.
    const entry = await vi.waitFor(() => sandboxQuote(client))
    expect(entry.quote.paymentFee).toEqual({ amount: '75.01', currency: 'USD' })
    setOnRampAmount(client, { amount: '25000.01' })
    expect(getOnRampProblem(getOnRampState(client))).toEqual({
      kind: 'aboveMaximum',
      limit: '25000.00',
    })
  })
})
