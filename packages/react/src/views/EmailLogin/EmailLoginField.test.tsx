// @vitest-environment happy-dom
// The email field's alerts with core's real embedded source and frame channel. happy-dom loads
// no page into the frame's iframe and reports an error event instead: that is the frame that
// cannot load. The time-out test drops that event, so the frame neither loads nor fails, and
// moves fake timers past the 30 s a login request may wait.
import type { LatchkeyClient } from '@latchkey/core'
import { openModal } from '@latchkey/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { endEmbeddedTest } from '../../../test/frameStandIn.js'
import { modal, renderWithClient, setupClient } from '../../../test/setup.js'

let client: LatchkeyClient
afterEach(() => endEmbeddedTest(client))

/** Opens the modal of a client with the embedded wallet on a frame URL of its own origin. */
async function openConnect() {
  client = setupClient({ options: { embeddedWalletUrl: 'http://wallet.test:5175/' } }).client
  renderWithClient(client)
  await act(async () => {
    await client.ready
    openModal(client)
  })
  return waitFor(() => modal().getByRole('textbox', { name: 'Email' }))
}

describe('EmailLoginField', () => {
  test('default: an "or" divider stands between the email row and the wallets', async () => {
    const email = await openConnect()
    const divider = modal().getByText('or', { exact: true })
    const wallets = modal().getByRole('list', { name: 'Wallets' })
    // In document order: the email field, the divider, then the wallets.
    expect(email.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(divider.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('behavior: a frame that cannot load shows the alert once the modal opens', async () => {
    await openConnect()
    await waitFor(() =>
      expect(modal().getByRole('alert').textContent).toBe('Unable to load email login dependency'),
    )
  })

  test('behavior: Continue unanswered for 30 s shows the time-out alert', async () => {
    const dispatch = HTMLIFrameElement.prototype.dispatchEvent
    vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
      this: HTMLIFrameElement,
      event: Event,
    ) {
      return event.type === 'error' ? true : dispatch.call(this, event)
    })
    const field = await openConnect()
    // The frame loads as the modal opens (waitFor's own timers are real until here).
    await waitFor(() => expect(document.querySelector('iframe[data-latchkey-wallet]')).toBeTruthy())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(modal().queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(modal().getByRole('alert').textContent).toBe(
      'The wallet did not answer in time. Please try again.',
    )
    // The field stays, to try again.
    expect(modal().getByRole('button', { name: 'Continue' })).toBeTruthy()
  })
})
