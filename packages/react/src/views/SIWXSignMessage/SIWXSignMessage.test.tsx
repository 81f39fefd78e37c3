// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getModal, getRouter, getSIWX, openModal } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestSIWX } from '../../../../core/test/createTestSIWX.js'
import { checkAccessibility } from '../../../test/axe.js'
import {
  address,
  connect,
  getModalHost,
  modal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

const metadata = {
  name: 'Test Dapp',
  description: 'A dapp',
  url: 'https://dapp.test',
  icons: ['https://dapp.test/icon.png'],
}

/** A connected client whose sign-in view is open. */
async function signInView(parameters: { required?: boolean } = {}) {
  const siwx = createTestSIWX(parameters)
  const wallet = setupClient({ options: { siwx: siwx.config, metadata } })
  client = wallet.client
  renderWithClient(client)
  await connect(client)
  await waitFor(() => modal().getByRole('button', { name: 'Sign' }))
  return { ...wallet, siwx }
}

describe('SIWXSignMessage', () => {
  test("default: the dapp's name and icon, the wallet's, what signing proves, Sign and Cancel", async () => {
    await signInView()
    expect(modal().getByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    const dapp = modal().getByRole('img', { name: 'Test Dapp' })
    expect(dapp.querySelector('img')?.getAttribute('src')).toBe('https://dapp.test/icon.png')
    expect(modal().getByRole('img', { name: 'Test Wallet' })).toBeTruthy()
    expect(modal().getByText('Test Dapp needs to connect to your wallet')).toBeTruthy()
    expect(
      modal().getByText('Sign this message to prove you own this wallet and proceed.'),
    ).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Cancel' })).toBeTruthy()
    // Not required: the modal can be closed.
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: Sign shows 'Authenticating...', then the modal closes signed in", async () => {
    const { siwx } = await signInView()
    const release = siwx.hold('addSession')
    fireEvent.click(modal().getByRole('button', { name: 'Sign' }))
    const busy = await waitFor(() => modal().getByRole('button', { name: 'Authenticating...' }))
    expect(busy.hasAttribute('disabled')).toBe(true)
    expect(modal().getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true)
    expect(await checkAccessibility(getModalHost())).toEqual([])
    act(() => release())
    await waitFor(() => expect(getModal(client).open).toBe(false))
    expect(getSIWX(client)).toMatchObject({ status: 'authenticated' })
    expect(getSIWX(client).session?.data.accountAddress).toBe(address)
  })

  test("behavior: user rejected request: 'Signature declined' and the view stays", async () => {
    const wallet = await signInView()
    wallet.rejectNext()
    fireEvent.click(modal().getByRole('button', { name: 'Sign' }))
    const alert = await waitFor(() => modal().getByRole('alert'))
    expect(alert.textContent).toBe('Signature declined')
    expect(modal().getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(getRouter(client).view).toBe('SIWXSignMessage')
    expect(await checkAccessibility(getModalHost())).toEqual([])
    // Signing again works.
    fireEvent.click(modal().getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(getModal(client).open).toBe(false))
  })

  test('behavior: required: no close button; Escape and the backdrop do nothing', async () => {
    await signInView({ required: true })
    expect(modal().queryByRole('button', { name: 'Close' })).toBeNull()
    expect(
      modal().getByText(
        'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
      ),
    ).toBeTruthy()
    const dialog = modal().getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    const overlay = dialog.parentElement as HTMLElement
    fireEvent.pointerDown(overlay)
    fireEvent.click(overlay)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(modal().getByRole('dialog')).toBe(dialog)
    expect(getModal(client).open).toBe(true)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: Cancel closes the modal; the account stays connected', async () => {
    await signInView()
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(getModal(client).open).toBe(false))
    expect(getAccount(client).isConnected).toBe(true)
    expect(getRouter(client).view).toBe('Connect')
  })

  test('behavior: required: Cancel disconnects and closes; the next open shows Connect', async () => {
    await signInView({ required: true })
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }))
    // Cancel ends the visit (issue 29): the modal closes rather than staying on Connect.
    await waitFor(() => expect(getModal(client).open).toBe(false))
    expect(getAccount(client).isConnected).toBe(false)
    act(() => openModal(client))
    await waitFor(() => modal().getByRole('heading', { name: 'Connect Wallet' }))
    // Nothing to sign any more: closing works again.
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
