// @vitest-environment happy-dom
import { getModal, getNetwork, type LatchkeyClient, UserRejectedRequestError } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import {
  connect,
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

async function openNetworks(wallet = setupClient(), { connected = true } = {}) {
  client = wallet.client
  renderWithClient(client)
  if (connected) await connect(client)
  await openModal(client, { view: 'Networks' })
  await waitFor(() => modal().getByRole('list', { name: 'Networks' }))
  return wallet
}

describe('Networks', () => {
  test('default: every configured network, the current one marked', async () => {
    await openNetworks()
    const list = modal().getByRole('list', { name: 'Networks' })
    const devnet = modal().getByRole('button', { name: 'Devnet' })
    const devnet2 = modal().getByRole('button', { name: 'Devnet 2' })
    expect(list.contains(devnet) && list.contains(devnet2)).toBe(true)
    expect(devnet.getAttribute('aria-current')).toBe('true')
    expect(devnet2.hasAttribute('aria-current')).toBe(false)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a click switches the wallet; opened first, the modal then closes', async () => {
    const wallet = await openNetworks()
    fireEvent.click(modal().getByRole('button', { name: 'Devnet 2' }))
    await waitFor(() => expect(getNetwork(client).chainId).toBe(31338))
    expect(wallet.wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(true)
    await waitFor(() => expect(getModal(client).open).toBe(false))
  })

  test('behavior: opened from Account, a switch goes back to Account', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await connect(client)
    await openModal(client)
    fireEvent.click(await waitFor(() => modal().getByRole('button', { name: 'Network: Devnet' })))
    fireEvent.click(await waitFor(() => modal().getByRole('button', { name: 'Devnet 2' })))
    await waitFor(() => modal().getByRole('button', { name: 'Network: Devnet 2' }))
  })

  test("behavior: a failed switch toasts 'Chain is not supported' and shakes", async () => {
    const wallet = await openNetworks()
    wallet.wallet.nextError = new Error('Unrecognized chain ID')
    const shake = vi.spyOn(client.stores.modal, 'shake')
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Devnet 2' })))
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Chain is not supported'),
    )
    expect(shake).toHaveBeenCalledOnce()
    expect(modal().getByRole('button', { name: 'Devnet' }).getAttribute('aria-current')).toBe(
      'true',
    )
  })

  test('behavior: a declined switch neither toasts nor shakes', async () => {
    const wallet = await openNetworks()
    wallet.wallet.nextError = new UserRejectedRequestError()
    const shake = vi.spyOn(client.stores.modal, 'shake')
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Devnet 2' })))
    await waitFor(() =>
      expect(
        (modal().getByRole('button', { name: 'Devnet 2' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    )
    expect(shake).not.toHaveBeenCalled()
    expect(modal().getByRole('status').textContent).toBe('')
  })

  test('behavior: disconnected, a click selects the network', async () => {
    await openNetworks(undefined, { connected: false })
    fireEvent.click(modal().getByRole('button', { name: 'Devnet 2' }))
    await waitFor(() => expect(getNetwork(client).caipNetworkId).toBe('eip155:31338'))
  })
})
