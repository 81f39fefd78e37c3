// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import type { MarketStubRoutes } from '../../../test/createMarketStub.js'
import { openMarketView } from '../../../test/openMarketView.js'
import { getModalHost, modal } from '../../../test/setup.js'

// OnRampProviders against a stand-in server (packages/react/test/createMarketStub.ts); the sandbox provider's
// checkout and its payout on chain are covered by e2e/onramp.spec.ts.

const slow = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

async function openBuy(routes: MarketStubRoutes = {}) {
  ;({ client } = await openMarketView({ button: 'Buy', routes }))
  await waitFor(() => modal().getByLabelText('Amount'), slow)
}

describe('OnRampProviders', () => {
  test("default: each provider's quote and fee range for the default amount", async () => {
    await openBuy()
    // Until the quote comes, its place holds a placeholder, not nothing.
    expect(
      modal().getByTestId('onramp-quote-sandbox').querySelector('[aria-label="Loading quote"]'),
    ).toBeTruthy()
    await waitFor(() =>
      expect(modal().getByTestId('onramp-quote-sandbox').textContent).toBe('≈ 0.041 ETH'),
    )
    const provider = modal().getByRole('button', { name: /^Latchkey Sandbox/ })
    expect(provider.textContent).toContain('Fees 1-2%')
    expect(modal().getByText('Between 10.00 and 7500.00 USD')).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: an amount outside the limits is refused with the limit shown', async () => {
    await openBuy()
    const amount = modal().getByLabelText('Amount')
    fireEvent.change(amount, { target: { value: '5' } })
    expect(modal().getByRole('alert').textContent).toBe('Minimum amount is 10.00 USD')
    expect(
      (modal().getByRole('button', { name: /^Latchkey Sandbox/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.change(amount, { target: { value: '7500.01' } })
    expect(modal().getByRole('alert').textContent).toBe('Maximum amount is 7500.00 USD')
    // A bank account allows more.
    fireEvent.click(modal().getByRole('combobox', { name: 'Payment method' }))
    fireEvent.pointerDown(modal().getByRole('option', { name: 'Bank account (ACH)' }))
    expect(modal().queryByRole('alert')).toBeNull()
    expect(modal().getByText('Between 10.00 and 25000.00 USD')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '25000.01' } })
    expect(modal().getByRole('alert').textContent).toBe('Maximum amount is 25000.00 USD')
  })

  test('behavior: failing options and quotes fall back to the built-in list and an estimate', async () => {
    await openBuy({ onrampFails: true })
    await waitFor(() => modal().getByRole('button', { name: /^Coinbase/ }))
    expect(modal().getByRole('button', { name: /^Meld\.io/ })).toBeTruthy()
    // The currencies are the options of the widget's own select.
    fireEvent.click(modal().getByRole('combobox', { name: 'Currency' }))
    expect(
      modal()
        .getAllByRole('option')
        .map((option) => option.textContent)
        .join(''),
    ).toBe('USDEUR')
    fireEvent.keyDown(modal().getByRole('combobox', { name: 'Currency' }), { key: 'Escape' })
    expect(modal().queryByRole('listbox')).toBeNull()
    await waitFor(() =>
      expect(modal().getByTestId('onramp-quote-coinbase').textContent).toContain('Estimate'),
    )
  })
})
