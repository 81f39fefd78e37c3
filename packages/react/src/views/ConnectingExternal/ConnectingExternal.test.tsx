// @vitest-environment happy-dom
import { BaseError, getAccount, getModal, type LatchkeyClient } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import {
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

async function chooseWallet() {
  await openModal(client)
  fireEvent.click(modal().getByRole('button', { name: 'Test Wallet' }))
}

describe('ConnectingExternal', () => {
  test("default: the wallet's icon, 'Continue in {wallet}' and a spinner", async () => {
    const setup = setupClient()
    client = setup.client
    // The wallet's prompt stays open.
    setup.wallet.waiting = true
    renderWithClient(client)
    await chooseWallet()
    await waitFor(() => modal().getByText('Continue in Test Wallet'))
    expect(modal().getByRole('heading', { name: 'Test Wallet' })).toBeTruthy()
    expect(modal().getByText('Accept the connection request in the wallet')).toBeTruthy()
    expect(getModalHost().shadowRoot?.querySelector('[aria-busy="true"] .lk-ring')).not.toBeNull()
    expect(modal().queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: user rejected request: 'Connection declined', then 'Try again' connects", async () => {
    const wallet = setupClient()
    client = wallet.client
    wallet.rejectNext()
    renderWithClient(client)
    await chooseWallet()
    await waitFor(() => modal().getByText('Connection declined'))
    // Said after the visitor declined: no guess about an earlier request still being open.
    expect(
      modal().getByText('The request was declined in the wallet. Try again to connect.'),
    ).toBeTruthy()
    expect(modal().queryByText(/previous request/)).toBeNull()
    const retry = modal().getByRole('button', { name: 'Try again' })
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(retry)
    await waitFor(() => expect(getAccount(client).isConnected).toBe(true))
    // The client closes the modal once connected.
    expect(getModal(client).open).toBe(false)
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull())
  })

  test('behavior: another error shows its short message, shakes, and offers a retry', async () => {
    const wallet = setupClient()
    client = wallet.client
    wallet.wallet.nextError = new BaseError('The wallet is locked', { details: 'internal detail' })
    const shake = vi.spyOn(client.stores.modal, 'shake')
    renderWithClient(client)
    await chooseWallet()
    await waitFor(() => modal().getByText('The wallet is locked'))
    expect(modal().getByText('Connection failed')).toBeTruthy()
    expect(modal().queryByText(/internal detail/)).toBeNull()
    expect(shake).toHaveBeenCalledOnce()
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('behavior: back returns to the wallet list', async () => {
    const setup = setupClient()
    client = setup.client
    // The wallet's prompt stays open.
    setup.wallet.waiting = true
    renderWithClient(client)
    await chooseWallet()
    await waitFor(() => modal().getByText('Continue in Test Wallet'))
    act(() => fireEvent.click(modal().getByRole('button', { name: 'Back' })))
    await waitFor(() => modal().getByRole('heading', { name: 'Connect Wallet' }))
  })
})
