// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getModal, shakeModal } from '@latchkey/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  connect,
  hasFocus,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../test/setup.js'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'

let client: LatchkeyClient

/** The focused element, inside the widget's shadow root when focus is there. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active as HTMLElement | null
}
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('Dialog', () => {
  test('default: a labelled modal dialog; focus moves to its first control', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    const dialog = await openModal(client)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog)
    await waitFor(() =>
      expect(hasFocus(modal().getByRole('button', { name: 'Test Wallet' }))).toBe(true),
    )
  })

  test('behavior: Escape closes and focus returns to the button that opened it', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    button.focus()
    fireEvent.click(button)
    const dialog = await waitFor(() => modal().getByRole('dialog'))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(getModal(client).open).toBe(false)
    expect(modal().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  test('behavior: Escape closes when focus fell to the page (its control unmounted with its view)', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    // As when the focused wallet button is replaced by another view: focus is on the body.
    act(() => deepActiveElement()?.blur())
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: Escape on the page handled by the page already (defaultPrevented) leaves it open', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    act(() => deepActiveElement()?.blur())
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    event.preventDefault()
    document.body.dispatchEvent(event)
    expect(getModal(client).open).toBe(true)
  })

  test('behavior: Tab and Shift+Tab cycle inside the dialog', async () => {
    // Without the wallet guide's link, the wallet is the dialog's last control.
    ;({ client } = setupClient({ options: { enableWalletGuide: false } }))
    renderWithClient(client)
    const dialog = await openModal(client)
    const close = modal().getByRole('button', { name: 'Close' })
    const wallet = modal().getByRole('button', { name: 'Test Wallet' })
    await waitFor(() => expect(hasFocus(wallet)).toBe(true))
    // The wallet is the last control: Tab wraps to the first (Close).
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(hasFocus(close)).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(hasFocus(wallet)).toBe(true)
  })

  test('behavior: focus that lands on the page behind comes back', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <input aria-label="Page field" />)
    await openModal(client)
    act(() => screen.getByRole('textbox', { name: 'Page field' }).focus())
    expect(hasFocus(modal().getByRole('button', { name: 'Close' }))).toBe(true)
  })

  test('behavior: a click on the backdrop closes; a click inside does not', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    const dialog = await openModal(client)
    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog)
    expect(getModal(client).open).toBe(true)
    const backdrop = dialog.parentElement as HTMLElement
    fireEvent.pointerDown(backdrop)
    fireEvent.click(backdrop)
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: the close button closes', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    fireEvent.click(modal().getByRole('button', { name: 'Close' }))
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: shakeModal(client) shakes the dialog for 500 ms', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    const dialog = await openModal(client)
    act(() => shakeModal(client))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    await waitFor(() => expect(dialog.hasAttribute('data-shake')).toBe(false), { timeout: 1_000 })
  })

  test('behavior: a connection closes the modal', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    await connect(client)
    expect(modal().queryByRole('dialog')).toBeNull()
  })
})
