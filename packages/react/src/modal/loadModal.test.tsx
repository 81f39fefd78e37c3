// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
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

  test("behavior: a view's loader loads the modal's chunk first (every view loads after it)", async () => {
    ;({ client } = setupClient())
    // Fresh modules: another test of this worker may have loaded the modal already.
    vi.resetModules()
    const fresh = await import('./loadModal.js')
    const { loadNetworks } = await import('./loadView.js')
    const { loadDownloads } = await import('./loadModalView.js')
    expect(fresh.modalChunk.getSnapshot()).toBe(false)
    const networks = await loadNetworks()
    expect(fresh.modalChunk.getSnapshot()).toBe(true)
    expect(networks.Networks).toBeTypeOf('function')
    expect((await loadDownloads()).Downloads).toBeTypeOf('function')
  })
})
