// @vitest-environment happy-dom
// The WalletConnect view over core's real client in basic mode, with core's stand-in of the SDK
// (test/walletConnect.ts says what it covers and where the real SDK, relay and wallet run).
import {
  type Connector,
  getAccount,
  getConnection,
  getConnectors,
  getRouter,
  getToast,
  type LatchkeyClient,
  selectWallet,
} from '@latchkey/core'
import { pairingExpiryDuration } from '@latchkey/core/modal'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { getModalHost, modal, openModal, renderWithClient } from '../../../test/setup.js'
import {
  emulatePhone,
  setupWalletConnectClient,
  walletAddress,
} from '../../../test/walletConnect.js'

vi.mock(
  '../../../../core/src/walletconnect/loadUniversalProvider.js',
  async () => (await import('../../../test/fakeWalletConnectSdk.js')).fakeWalletConnectSdk,
)

let client: LatchkeyClient
let restore: (() => void) | undefined
const writeText = vi.fn(async (_: string) => {})
beforeEach(() => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  client.destroy()
  restore?.()
  restore = undefined
  vi.useRealTimers()
})

const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
const rainbow: Connector = {
  id: 'rainbow',
  name: 'Rainbow',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  imageUrl: icon,
  explorerId: 'rainbow-id',
  links: {
    mobile: 'rainbow://',
    desktop: 'rainbow-desktop:',
    webapp: 'https://web.rainbow.test',
  },
}

/** Opens the modal on ConnectingWalletConnect for `connector` and waits for its QR code. */
async function openOn(connector?: Connector) {
  renderWithClient(client)
  await openModal(client)
  const entry = connector ?? getConnectors(client).connectors[0]
  // What a click on the wallet does: core routes to the view and starts the pairing.
  act(() => selectWallet(client, entry!))
  await waitFor(() => expect(getConnection(client).wcUri).toBeDefined())
}

describe('ConnectingWalletConnect', () => {
  test('default: the QR code of the pairing URI and a copy-link button', async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    await openOn()
    const qr = await waitFor(() =>
      modal().getByRole('img', { name: 'QR code to connect with WalletConnect' }),
    )
    expect(modal().getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    expect(modal().getByText('Scan this QR code with your phone')).toBeTruthy()
    // The generic entry picks no wallet: no icon in the centre, no wallet links.
    expect(qr.querySelector('image')).toBeNull()
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(modal().queryByRole('link')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])

    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(getToast(client)).toMatchObject({ message: 'Link copied', open: true }),
    )
    expect(writeText).toHaveBeenCalledWith(getConnection(client).wcUri)
  })

  test("behavior: the wallet approves: connected, the modal closes, CONNECT_SUCCESS 'qrcode'", async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    const events = vi.fn()
    client.events.on('CONNECT_SUCCESS', events)
    await openOn()
    act(() => setup.approve())
    await waitFor(() => expect(getAccount(client).address).toBe(walletAddress))
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull())
    expect(events).toHaveBeenCalledWith(expect.objectContaining({ method: 'qrcode' }))
  })

  test("parameters: a picked wallet: its icon in the QR code's centre, its desktop and web app links", async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    await openOn(rainbow)
    const qr = await waitFor(() =>
      modal().getByRole('img', { name: 'QR code to connect with Rainbow' }),
    )
    expect(modal().getByRole('heading', { name: 'Rainbow' })).toBeTruthy()
    expect(qr.querySelector('image')?.getAttribute('href')).toBe(icon)
    const uri = encodeURIComponent(getConnection(client).wcUri as string)
    expect(modal().getByRole('link', { name: 'Open desktop app' }).getAttribute('href')).toBe(
      `rainbow-desktop://wc?uri=${uri}`,
    )
    const web = modal().getByRole('link', { name: 'Open web app' })
    expect(web.getAttribute('href')).toBe(`https://web.rainbow.test/wc?uri=${uri}`)
    expect(web.getAttribute('target')).toBe('_blank')
    expect(await checkAccessibility(getModalHost())).toEqual([])
    // The picked wallet is the one shown and stored as recent.
    expect(getConnection(client).recentWallet).toEqual(rainbow)
  })

  test("behavior: on a phone, 'Open' follows mobile_link + the encoded URI; the link is kept and the method is 'mobile'", async () => {
    restore = emulatePhone()
    const setup = setupWalletConnectClient()
    client = setup.client
    const events = vi.fn()
    client.events.on('CONNECT_SUCCESS', events)
    await openOn(rainbow)
    const open = await waitFor(() => modal().getByRole('link', { name: 'Open' }))
    const uri = getConnection(client).wcUri as string
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    // No QR code to scan on the phone that shows it.
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(modal().getByText('Continue in Rainbow')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    // The link is followed by the browser (happy-dom does not navigate).
    fireEvent.click(open)
    expect(getConnection(client).wcLinking).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    act(() => setup.approve())
    await waitFor(() => expect(getAccount(client).isConnected).toBe(true))
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'mobile', name: 'Rainbow' }),
    )
    expect(setup.storage.read('wcLinking')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
  })

  test("behavior: on a phone, the WalletConnect entry's 'Open' is the URI itself", async () => {
    restore = emulatePhone()
    ;({ client } = setupWalletConnectClient())
    await openOn()
    const open = await waitFor(() => modal().getByRole('link', { name: 'Open' }))
    expect(open.getAttribute('href')).toBe(getConnection(client).wcUri)
  })

  test("behavior: the wallet rejects: 'Connection declined', and 'Try again' shows a new QR code", async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    const shake = vi.spyOn(client.stores.modal, 'shake')
    await openOn()
    const first = getConnection(client).wcUri
    act(() => setup.sdk.latest().reject(Object.assign(new Error('Rejected'), { code: 4001 })))
    await waitFor(() => modal().getByText('Connection declined'))
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(shake).not.toHaveBeenCalled()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getConnection(client).wcUri).not.toBe(first))
    await waitFor(() => modal().getByRole('img', { name: /QR code/ }))
    act(() => setup.approve())
    await waitFor(() => expect(getAccount(client).isConnected).toBe(true))
  })

  test("behavior: a pairing that fails for another reason: 'Connection failed' with its message, and 'Try again'", async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    await openOn()
    act(() => setup.sdk.latest().reject(new Error('The relay closed the connection')))
    await waitFor(() => modal().getByText('Connection failed'))
    modal().getByText('The relay closed the connection')
    expect(modal().queryByText('Connection declined')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => modal().getByRole('img', { name: /QR code/ }))
  })

  test('behavior: after 4 minutes the pairing expires and the retry gets a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const setup = setupWalletConnectClient()
    client = setup.client
    await openOn()
    const first = getConnection(client).wcUri
    await waitFor(() => modal().getByRole('img', { name: /QR code/ }))
    act(() => vi.advanceTimersByTime(pairingExpiryDuration))
    await waitFor(() => modal().getByText('The QR code expired'))
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getConnection(client).wcUri).not.toBe(first))
    await waitFor(() => modal().getByRole('img', { name: /QR code/ }))
  })

  test('behavior: back returns to the wallet list', async () => {
    ;({ client } = setupWalletConnectClient())
    await openOn()
    act(() => fireEvent.click(modal().getByRole('button', { name: 'Back' })))
    await waitFor(() => expect(getRouter(client).view).toBe('ConnectingWalletConnectBasic'))
  })
})
