// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { pushView } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, modal, openModal, renderWithClient, setupClient } from '../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('Header', () => {
  test('default: the view title, no back button on the first view, a close button', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    expect(modal().getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  test('behavior: back appears when the stack allows and returns to the previous view', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await connect(client)
    await openModal(client)
    await waitFor(() => modal().getByRole('heading', { name: 'Account' }))
    act(() => pushView(client, 'Networks'))
    await waitFor(() => modal().getByRole('heading', { name: 'Choose Network' }))
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await waitFor(() => modal().getByRole('heading', { name: 'Account' }))
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
  })
})
