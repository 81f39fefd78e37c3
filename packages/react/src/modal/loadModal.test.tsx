// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderWithClient, setupClient } from '../../test/setup.js'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { modalChunk } from './loadModal.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('loadModal', () => {
  test('behavior: nothing of the modal loads with the page; hovering a button prefetches it', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton />)
    expect(modalChunk.getSnapshot()).toBe(false)
    expect(document.querySelector('[data-latchkey]')).toBeNull()
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(modalChunk.getSnapshot()).toBe(true))
    // Once loaded, the host mounts (closed), so the first click renders at once.
    await waitFor(() => expect(document.querySelector('[data-latchkey]')).not.toBeNull())
  })
})
