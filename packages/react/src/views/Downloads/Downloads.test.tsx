// @vitest-environment happy-dom
import type { Connector, LatchkeyClient } from '@latchkey/core'
import { pushView } from '@latchkey/core'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import {
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

async function show(connector: Connector) {
  ;({ client } = setupClient())
  renderWithClient(client)
  await openModal(client)
  act(() => pushView(client, 'Downloads', { connector }))
  // The view's own title, once its chunk loaded (the header has the same words).
  await waitFor(() => modal().getByText(connector.name, { selector: 'p' }))
  expect(modal().getByRole('heading', { name: `Get ${connector.name}` })).toBeTruthy()
}

describe('Downloads', () => {
  test('default: the apps, then where to get the wallet, each in a new tab', async () => {
    await show({
      id: 'rainbow',
      name: 'Rainbow',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      explorerId: 'rainbow',
      links: { webapp: 'https://app.rainbow.me/' },
      downloads: {
        chrome: 'https://chromewebstore.google.com/detail/rainbow',
        ios: 'https://apps.apple.com/app/rainbow',
        homepage: 'https://rainbow.me/',
      },
    })
    const links = modal()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])
    expect(links).toEqual([
      ['Open web app', 'https://app.rainbow.me/', '_blank'],
      ['Browser extension', 'https://chromewebstore.google.com/detail/rainbow', '_blank'],
      ['App Store', 'https://apps.apple.com/app/rainbow', '_blank'],
      ['Website', 'https://rainbow.me/', '_blank'],
    ])
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a wallet without any link says so', async () => {
    await show({ id: 'bare', name: 'Bare', type: 'WALLET_CONNECT', chain: 'eip155' })
    expect(modal().queryAllByRole('link')).toEqual([])
    expect(modal().getByText(/no download link/)).toBeTruthy()
  })
})
