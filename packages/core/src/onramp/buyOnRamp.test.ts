// buyOnRamp and resetOnRamp on a real client (the in-memory test wallet, test/createTestAdapter.ts)
// against the real server's on-ramp routes and sandbox provider, which pays out on a dev chain
// (test/startOnRampServer.ts). The provider's window is absent (Node has no `open`): the test
// pays the checkout page itself, by posting its form.
import { randomBytes } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { startOnRampServer } from '../../test/startOnRampServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { buyOnRamp } from './buyOnRamp.js'
import { getOnRampProviders } from './getOnRampProviders.js'
import { getOnRampState } from './getOnRampState.js'
import { getOnRampStore } from './getOnRampStore.js'
import type { OnRampPurchaseState } from './OnRampState.js'
import { resetOnRamp } from './resetOnRamp.js'
import { setOnRampAmount } from './setOnRampAmount.js'
import { startOnRamp } from './startOnRamp.js'
import { watchOnRampState } from './watchOnRampState.js'

const { server, connectClient } = useTestServer(startOnRampServer)

/** A client whose wallet is connected on the dev chain with a fresh address, its form started. */
async function started() {
  const address = `0x${randomBytes(20).toString('hex')}`
  const client = await connectClient({ address })
  await startOnRamp(client)
  const [provider] = getOnRampProviders(getOnRampState(client))
  return { client, address, provider: provider! }
}

/** Resolves with the purchase once it reaches `status`. */
const purchaseIn = <status extends OnRampPurchaseState['status']>(
  client: LatchkeyClient,
  status: status,
) =>
  vi.waitFor(
    () => {
      const { purchase } = getOnRampState(client)
      if (purchase.status !== status) throw new Error(`purchase is ${purchase.status}`)
      return purchase as Extract<OnRampPurchaseState, { status: status }>
    },
    { timeout: 20_000, interval: 50 },
  )

describe('buyOnRamp', () => {
  test('default: the checkout opens, is paid, and is followed until the coins arrive on chain', async () => {
    const { client, address, provider } = await started()
    const { stores } = getOnRampStore(client)
    const buying = buyOnRamp(client, { provider })
    expect(getOnRampState(client).purchase).toEqual({ status: 'opening', provider })
    expect(stores.router.getState().view).toBe('BuyInProgress')
    await buying
    const waiting = await purchaseIn(client, 'waiting')
    expect(waiting.url).toBe(
      `${server().url}/onramp/sandbox/checkout/${waiting.purchaseId}?amount=100.00`,
    )
    expect(await server().getBalance(address)).toBe(0n)

    const paid = await server().pay(waiting.url, '100.00')
    expect(paid.status).toBe(200)
    // 100.00 less 2 % and 0.10 is 97.90 USD at 3000 USD per ETH.
    const arrived = await purchaseIn(client, 'arrived')
    expect(arrived.purchase).toMatchObject({
      id: waiting.purchaseId,
      status: 'confirmed',
      purchaseAmount: '0.03263333',
      purchaseCurrency: 'ETH',
    })
    expect(await server().getBalance(address)).toBe(32_633_330_000_000_000n)
    // Then the balances are read again, a toast says so and Account is shown.
    await vi.waitFor(() => expect(stores.toast.getState().message).toBe('0.03263333 ETH arrived'))
    expect(stores.toast.getState().variant).toBe('success')
    expect(stores.router.getState().view).toBe('Account')
  })

  test('behavior: an amount that cannot be bought opens nothing', async () => {
    const { client, provider } = await started()
    setOnRampAmount(client, { amount: '5' })
    await buyOnRamp(client, { provider })
    expect(getOnRampState(client).purchase).toEqual({ status: 'idle' })
  })

  test("behavior: the server's refusal is shown", async () => {
    const { client } = await started()
    // A provider the server does not offer.
    const provider = { id: 'nowhere', label: 'Nowhere', feeRange: '1-2%', sandbox: false }
    await buyOnRamp(client, { provider })
    const failed = await purchaseIn(client, 'failed')
    expect(failed.message).not.toBe('Something went wrong')
    expect(failed.message).toMatch(/nowhere/i)
  })
})

describe('resetOnRamp', () => {
  test('default: stops following the purchase and clears it; the form stays', async () => {
    const { client, provider } = await started()
    setOnRampAmount(client, { amount: '120' })
    await buyOnRamp(client, { provider })
    const waiting = await purchaseIn(client, 'waiting')
    resetOnRamp(client)
    expect(getOnRampState(client).purchase).toEqual({ status: 'idle' })
    expect(getOnRampState(client).amount).toBe('120')
    // Every purchase the form shows from now on: the first one, paid after the reset, is not
    // among them, while the next one is followed to the end.
    const seen: OnRampPurchaseState[] = []
    const unwatch = watchOnRampState(client, {
      onChange: (state, previous) => {
        if (state.purchase !== previous.purchase) seen.push(state.purchase)
      },
    })
    expect((await server().pay(waiting.url, '120.00')).status).toBe(200)
    await buyOnRamp(client, { provider })
    const next = await purchaseIn(client, 'waiting')
    expect(next.purchaseId).not.toBe(waiting.purchaseId)
    await server().pay(next.url, '120.00')
    const arrived = await purchaseIn(client, 'arrived')
    unwatch()
    const statuses = seen.map((purchase) => purchase.status)
    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual([
      'opening',
      'waiting',
      'arrived',
    ])
    const followed = seen.flatMap((purchase) =>
      purchase.status === 'waiting' || purchase.status === 'arrived' ? [purchase.purchase?.id] : [],
    )
    expect(followed).not.toContain(waiting.purchaseId)
    expect(arrived.purchase?.id).toBe(next.purchaseId)
  })
})
