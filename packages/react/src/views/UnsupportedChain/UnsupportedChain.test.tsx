// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getModal, getNetwork } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
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

async function moveToUnknownChain() {
  const wallet = setupClient()
  client = wallet.client
  renderWithClient(client)
  await connect(client)
  act(() => wallet.changeChain(999))
  await waitFor(() => modal().getByRole('dialog', { name: 'Switch Network' }))
  await waitFor(() => modal().getByRole('button', { name: 'Disconnect' }))
  return wallet
}

describe('UnsupportedChain', () => {
  test('default: opens by itself when the wallet moves to an unconfigured network', async () => {
    await moveToUnknownChain()
    expect(modal().getByText(/doesn’t support your current network/)).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Devnet' }).hasAttribute('aria-current')).toBe(false)
    expect(modal().getByRole('button', { name: 'Devnet 2' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: switching to a configured network closes it', async () => {
    await moveToUnknownChain()
    fireEvent.click(modal().getByRole('button', { name: 'Devnet 2' }))
    await waitFor(() => expect(getModal(client).open).toBe(false))
    expect(getNetwork(client).caipNetworkId).toBe('eip155:31338')
  })

  test('behavior: the wallet moving back by itself closes it', async () => {
    const wallet = await moveToUnknownChain()
    act(() => wallet.changeChain(31337))
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull())
  })

  test('behavior: disconnect closes the modal; it reopens on Connect', async () => {
    await moveToUnknownChain()
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Disconnect' })))
    await waitFor(() => expect(getModal(client).open).toBe(false))
    await openModal(client)
    await waitFor(() => modal().getByRole('heading', { name: 'Connect Wallet' }))
  })
})
