// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { hideToast, showToast } from '@latchkey/core'
import type { ToastVariant } from '@latchkey/core/modal'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { modal, openModal, renderWithClient, setupClient } from '../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('Toast', () => {
  test.each<[ToastVariant, string]>([
    ['success', 'Address copied'],
    ['loading', 'Authenticating...'],
    ['error', 'Failed to disconnect'],
  ])('default: a %s toast shows in the status region', async (variant, message) => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    act(() => showToast(client, { message, variant }))
    const region = modal().getByRole('status', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    // The message comes with its chunk, into the live region that was there before it.
    await waitFor(() => expect(region.textContent).toBe(message))
    expect(region.querySelector(`[data-variant="${variant}"]`)).not.toBeNull()
    // Its styles are drawn beside the region while it shows, and go with it.
    const styles = () =>
      [...(region.getRootNode() as ShadowRoot).querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('.lk-toast{'),
      )
    expect(styles()).toHaveLength(1)
    expect(region.contains(styles()[0] ?? null)).toBe(false)
    act(() => hideToast(client))
    await waitFor(() => expect(region.textContent).toBe(''))
    expect(styles()).toEqual([])
  })

  test('behavior: a toast shows while the modal is closed, loading the host for it', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    act(() => showToast(client, { message: 'Chain is not supported', variant: 'error' }))
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Chain is not supported'),
    )
    expect(modal().queryByRole('dialog')).toBeNull()
  })

  test('behavior: a new toast replaces the open one after 150 ms', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    act(() => showToast(client, { message: 'first', variant: 'success' }))
    act(() => showToast(client, { message: 'second', variant: 'error' }))
    expect(modal().getByRole('status').textContent).toBe('')
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('second'))
  })

  test('parameters: a custom svg shows as an image', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    act(() => showToast(client, { message: 'Done', variant: 'success', svg: '<svg></svg>' }))
    const image = await waitFor(() => {
      const found = modal().getByRole('status').querySelector('img')
      expect(found).not.toBeNull()
      return found
    })
    expect(image?.getAttribute('src')).toBe('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E')
    expect(image?.getAttribute('alt')).toBe('')
  })
})
