// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { type MarketStubRoutes, stubTokens } from '../../../test/createMarketStub.js'
import { openMarketView } from '../../../test/openMarketView.js'
import { getModalHost, modal } from '../../../test/setup.js'

// The Swap views against a stand-in market (packages/react/test/createMarketStub.ts); the wallet requests of a swap and
// the real pools are covered by e2e/swap.spec.ts.

// Views load as chunks: the first render of each may take a while under the test transform.
const slow = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

async function openSwap(routes: MarketStubRoutes = {}) {
  let stub: Awaited<ReturnType<typeof openMarketView>>['stub']
  ;({ client, stub } = await openMarketView({ button: 'Swap', routes }))
  await waitFor(() => modal().getByRole('button', { name: 'You pay: ETH, change' }), slow)
  return stub
}

async function chooseReceived(symbol: string) {
  fireEvent.click(modal().getByRole('button', { name: 'You receive: Select token' }))
  await waitFor(() => modal().getByRole('heading', { name: 'Select Token' }), slow)
  const list = await waitFor(() => modal().getByRole('list', { name: 'Tokens' }))
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(symbol) }))
  await waitFor(() => modal().getByRole('button', { name: `You receive: ${symbol}, change` }))
}

describe('Swap', () => {
  test('default: Swap opens from the Account view, the native coin to pay', async () => {
    await openSwap()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: the button says what is missing, then a quote shows with its impact', async () => {
    await openSwap()
    const button = () =>
      modal()
        .getAllByRole('button')
        .find((element) => element.getAttribute('type') === 'submit') as HTMLButtonElement
    expect(button().textContent).toBe('Select token')
    await chooseReceived('LKD')
    expect(button().textContent).toBe('Enter amount')
    fireEvent.change(modal().getByLabelText('You pay'), { target: { value: '20000' } })
    expect(button().textContent).toBe('Insufficient balance')
    fireEvent.change(modal().getByLabelText('You pay'), { target: { value: '1' } })
    await waitFor(() => expect(modal().getByTestId('swap-quote').textContent).toBe('1,994'))
    expect(modal().getByTestId('swap-price-impact').textContent).toBe('0.31%')
    expect(button().textContent).toBe('Review swap')
    expect(button().disabled).toBe(false)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: switching tokens asks for the other way', async () => {
    const stub = await openSwap()
    await chooseReceived('LKD')
    fireEvent.click(modal().getByRole('button', { name: 'Switch tokens' }))
    expect(modal().getByRole('button', { name: 'You pay: LKD, change' })).toBeTruthy()
    fireEvent.change(modal().getByLabelText('You pay'), { target: { value: '4000' } })
    await waitFor(() => expect(modal().getByTestId('swap-quote').textContent).toBe('2'))
    const quote = stub.requests.filter((url) => url.pathname === '/v1/convert/quotes').at(-1)
    expect(quote?.searchParams.get('from')).toBe(stubTokens.lkd)
    expect(quote?.searchParams.get('amount')).toBe(`4000${'0'.repeat(18)}`)
  })

  test('behavior: the preview shows paid, received, minimum and the approve and swap steps', async () => {
    await openSwap()
    await chooseReceived('LKD')
    fireEvent.click(modal().getByRole('button', { name: 'Switch tokens' }))
    fireEvent.change(modal().getByLabelText('You pay'), { target: { value: '2000' } })
    await waitFor(() => expect(modal().getByTestId('swap-quote').textContent).toBe('1'))
    fireEvent.submit(
      modal().getByRole('button', { name: 'Review swap' }).closest('form') as HTMLFormElement,
    )
    await waitFor(() => modal().getByRole('heading', { name: 'Review Swap' }), slow)
    await waitFor(() => modal().getByTestId('swap-preview-paid'), slow)
    expect(modal().getByTestId('swap-preview-paid').textContent).toBe('2,000 LKD')
    expect(modal().getByTestId('swap-preview-received').textContent).toBe('1 ETH')
    const steps = modal().getByRole('list', { name: 'Steps' })
    expect(steps.textContent).toBe('Approve LKDSwap')
    expect(modal().getByRole('button', { name: 'Approve and swap' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a native coin needs no approval; the minimum follows the slippage', async () => {
    await openSwap()
    await chooseReceived('LKD')
    fireEvent.change(modal().getByLabelText('You pay'), { target: { value: '1' } })
    await waitFor(() => expect(modal().getByTestId('swap-quote').textContent).toBe('1,994'))
    fireEvent.submit(
      modal().getByRole('button', { name: 'Review swap' }).closest('form') as HTMLFormElement,
    )
    await waitFor(() => modal().getByRole('heading', { name: 'Review Swap' }), slow)
    // The stand-in builds the swap with 1 % off the quote.
    await waitFor(() => modal().getByTestId('swap-minimum'), slow)
    expect(modal().getByTestId('swap-minimum').textContent).toBe('1,974.06 LKD')
    // One wallet request: no one-step list of steps (issue 29, item 19).
    expect(modal().queryByRole('list', { name: 'Steps' })).toBeNull()
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Cancel' }))
    })
    await waitFor(() => modal().getByRole('heading', { name: 'Swap' }))
  })
})
