// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { pushView, setThemeMode } from '@latchkey/core'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  getModalHost,
  getModalRoot,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('ModalShell', () => {
  test('default: a shadow root on an element at the end of the body, with its own styles', async () => {
    ;({ client } = setupClient())
    const page = document.createElement('main')
    document.body.append(page)
    renderWithClient(client)
    await openModal(client)
    const host = getModalHost()
    expect(document.body.lastElementChild).toBe(host)
    // Page rules cannot size, hide or move the host; the stylesheet is inside the shadow root.
    expect(host.getAttribute('style')).toBe('all: initial; display: contents;')
    const style = getModalRoot().querySelector('style')
    expect(style?.textContent).toContain('.lk-card')
    expect(style?.textContent).toContain('width:360px')
    expect(style?.textContent).toContain('z-index:var(--_z)')
    expect(document.head.querySelector('style')).toBeNull()
    page.remove()
  })

  test('behavior: the theme mode and variables reach the root', async () => {
    ;({ client } = setupClient({
      options: { themeMode: 'dark', themeVariables: { '--lk-accent': '#ff0066' } },
    }))
    renderWithClient(client)
    await openModal(client)
    const root = getModalRoot().querySelector<HTMLElement>('.lk-root')
    expect(root?.dataset.theme).toBe('dark')
    expect(root?.style.getPropertyValue('--lk-accent')).toBe('#ff0066')
    expect(root?.style.getPropertyValue('--lk-z-index')).toBe('999')
    act(() => setThemeMode(client, 'light'))
    expect(root?.dataset.theme).toBe('light')
  })

  test('behavior: a view of a later issue says it is not available', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openModal(client)
    act(() => pushView(client, 'ConnectingSiwe'))
    await waitFor(() => expect(modal().getByText('This view is not available yet.')).toBeTruthy())
  })
})
