// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { openModal } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { connect, renderWithClient, setupClient } from '../../../test/setup.js'
import { LatchkeyWidget } from './LatchkeyWidget.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

function widget() {
  const host = document.querySelector<HTMLElement>('[data-latchkey-widget]')
  if (!host?.shadowRoot) throw new Error('no widget shadow root')
  return { host, queries: within(host.shadowRoot as unknown as HTMLElement) }
}

describe('LatchkeyWidget', () => {
  test('default: without embedded or disableAppend it renders nothing', () => {
    ;({ client } = setupClient())
    const { container } = renderWithClient(client, <LatchkeyWidget />)
    expect(container.innerHTML).toBe('')
  })

  test('parameters: enableEmbedded shows the content inline, always, with no dialog', async () => {
    ;({ client } = setupClient({ options: { enableEmbedded: true } }))
    renderWithClient(client, <LatchkeyWidget />)
    const region = await waitFor(() =>
      widget().queries.getByRole('region', { name: 'Connect Wallet' }),
    )
    expect(widget().queries.queryByRole('dialog')).toBeNull()
    expect(widget().queries.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(document.querySelector('[data-latchkey]')).toBeNull()
    // The page keeps its focus: nothing in the widget steals it on load.
    expect(document.activeElement).toBe(document.body)
    expect(await checkAccessibility(widget().host)).toEqual([])

    // Connecting moves the widget on to Account.
    fireEvent.click(within(region).getByRole('button', { name: 'Test Wallet' }))
    await waitFor(() => widget().queries.getByRole('region', { name: 'Account' }))
  })

  test('parameters: disableAppend mounts the modal in the widget, not the body', async () => {
    ;({ client } = setupClient({ options: { disableAppend: true } }))
    renderWithClient(client, <LatchkeyWidget />)
    act(() => openModal(client))
    const dialog = await waitFor(() =>
      widget().queries.getByRole('dialog', { name: 'Connect Wallet' }),
    )
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.querySelector('[data-latchkey]')).toBeNull()
    await connect(client)
    expect(widget().queries.queryByRole('dialog')).toBeNull()
  })
})
