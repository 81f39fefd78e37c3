// @vitest-environment happy-dom

import type { LatchkeyClient } from '@latchkey/core'
import { getOnRampState, type OnrampPurchase } from '@latchkey/core/modal'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { stubCheckoutUrl } from '../../../test/createMarketStub.js'
import { openMarketView } from '../../../test/openMarketView.js'
import { getModalHost, modal } from '../../../test/setup.js'

// BuyInProgress against a stand-in server (packages/react/test/createMarketStub.ts) whose purchase
// a test moves along; the provider's window is a stand-in too. The sandbox checkout, its payout
// on chain and the Activity entry are covered by e2e/onramp.spec.ts.

// The view follows the purchase every 1.5 s: each step waits for the next poll.
const poll = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

/** Opens Buy, picks the sandbox provider and returns the provider's window and the stand-in. */
async function buy(options: { purchase?: () => Partial<OnrampPurchase> | undefined } = {}) {
  // Balances can be held back: what the view shows before it returns to Account.
  let releaseBalances = () => {}
  let holdBalances: Promise<void> | undefined
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
  const open = vi.fn((_url?: string, _target?: string) => popup)
  vi.stubGlobal('open', open)
  ;({ client } = await openMarketView({
    button: 'Buy',
    routes: { purchase: options.purchase ?? (() => ({ status: 'created' })) },
    wrapFetch: (fetch) => async (input, init) => {
      if (holdBalances && String(input).includes('/balance')) await holdBalances
      return fetch(input, init)
    },
  }))
  const provider = await waitFor(
    () => modal().getByRole('button', { name: /^Latchkey Sandbox/ }),
    poll,
  )
  await waitFor(() =>
    expect(modal().getByTestId('onramp-quote-sandbox').textContent).toBe('≈ 0.041 ETH'),
  )
  fireEvent.click(provider)
  await waitFor(() => modal().getByRole('heading', { name: 'Buying' }), poll)
  return {
    popup,
    open,
    holdBalances() {
      holdBalances = new Promise((resolve) => {
        releaseBalances = resolve
      })
    },
    releaseBalances: () => releaseBalances(),
  }
}

const status = () =>
  modal()
    .getAllByRole('status')
    .find((element) => element.classList.contains('lk-buy-progress')) as HTMLElement

describe('BuyInProgress', () => {
  test("default: the provider's window opens at the checkout; the view waits, with a link to it", async () => {
    const { popup, open } = await buy()
    // Opened blank within the click (no popup blocker), then sent to the checkout, cut off from us.
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(popup.location.href).toBe(stubCheckoutUrl))
    expect(popup.opener).toBeNull()
    await waitFor(() =>
      expect(status().textContent).toBe('Complete the purchase in the Latchkey Sandbox window'),
    )
    const again = modal().getByRole('link', { name: 'Open the provider again' })
    expect(again.getAttribute('href')).toBe(stubCheckoutUrl)
    expect(again.getAttribute('target')).toBe('_blank')
    expect(again.getAttribute('rel')).toBe('noopener noreferrer')
    expect(modal().getByRole('button', { name: 'Back to Account' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: paid, the coins on their way, then arrived: a toast and back to Account', async () => {
    let purchase: Partial<OnrampPurchase> = { status: 'created' }
    const flow = await buy({ purchase: () => purchase })
    await waitFor(() => modal().getByRole('link', { name: 'Open the provider again' }))
    purchase = { status: 'pending', paymentAmount: '100.00', purchaseAmount: '0.0412' }
    await waitFor(
      () => expect(status().textContent).toBe('Paid: 0.041 ETH on the way to your wallet'),
      poll,
    )
    flow.holdBalances()
    purchase = { ...purchase, status: 'confirmed', txHash: `0x${'a'.repeat(64)}` }
    await waitFor(() => expect(status().textContent).toBe('0.041 ETH arrived'), poll)
    expect(modal().queryByRole('link', { name: 'Open the provider again' })).toBeNull()
    expect(status().querySelector('.lk-spinner')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    // Once the balances are read again, Account shows them with a toast.
    flow.releaseBalances()
    await waitFor(() => modal().getByRole('button', { name: 'Buy' }), poll)
    expect(modal().queryByRole('heading', { name: 'Buying' })).toBeNull()
    await waitFor(() =>
      expect(modal().getByRole('status', { name: 'Notifications' }).textContent).toBe(
        '0.0412 ETH arrived',
      ),
    )
  })

  test('behavior: Back to Account stops following the purchase', async () => {
    await buy()
    await waitFor(() => modal().getByRole('link', { name: 'Open the provider again' }))
    fireEvent.click(modal().getByRole('button', { name: 'Back to Account' }))
    await waitFor(() => modal().getByRole('button', { name: 'Buy' }), poll)
    expect(modal().queryByRole('heading', { name: 'Buying' })).toBeNull()
    expect(getOnRampState(client).purchase).toEqual({ status: 'idle' })
  })

  test.each([
    [
      'a failed payout',
      () => ({ status: 'failed' as const }),
      'The provider could not send the coins',
    ],
    [
      'an expired checkout (the server no longer knows it)',
      () => undefined,
      'The checkout expired before it was paid',
    ],
  ])(
    'behavior: %s says so, without the link, and goes back to Account',
    async (_name, purchase, message) => {
      await buy({ purchase })
      await waitFor(() => expect(status().textContent).toBe(message), poll)
      expect(status().querySelector('.lk-error')).not.toBeNull()
      expect(status().querySelector('.lk-spinner')).toBeNull()
      expect(modal().queryByRole('link', { name: 'Open the provider again' })).toBeNull()
      expect(await checkAccessibility(getModalHost())).toEqual([])
      fireEvent.click(modal().getByRole('button', { name: 'Back to Account' }))
      await waitFor(() => modal().getByRole('button', { name: 'Buy' }), poll)
    },
  )
})
