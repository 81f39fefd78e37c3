// @vitest-environment happy-dom
// Every locale folder renders the widget's views with no English left: a key a locale lacks would
// show its English string (the layers fall back to it), and these find any such string. The views
// are those a test can reach with the in-memory wallet and the stand-in market.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMarketStub } from '../../test/createMarketStub.js'
import {
  address,
  connect,
  getModalRoot,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../test/setup.js'
import { ConnectButton } from '../exports/index.js'
import { en } from './en.js'
import type { LocaleStrings } from './LocaleStrings.js'
import { loadLocale } from './loadLocale.js'

const tags = readdirSync(join(import.meta.dirname, 'locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Views load as chunks: the first render of each may take a while under the test transform.
const slow = { timeout: 8000 }

// Every plain string of a strings object (nested ones included).
function texts(strings: object): string[] {
  return Object.values(strings).flatMap((value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? texts(value) : [],
  )
}

// The English strings a locale says differently: any of them on screen is a missing key.
function englishOnly(strings: LocaleStrings): Set<string> {
  const translated = new Set(texts(strings))
  return new Set(texts(en).filter((text) => !translated.has(text)))
}

// What the modal shows: each element's own text, and its labels, placeholders and titles.
function shown(): string[] {
  const found: string[] = []
  for (const element of getModalRoot().querySelectorAll('*')) {
    if (element.tagName === 'STYLE') continue
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (own) found.push(own)
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim()
      if (value) found.push(value)
    }
  }
  return found
}

function expectNoEnglish(strings: LocaleStrings, view: string) {
  const english = englishOnly(strings)
  expect(
    shown().filter((text) => english.has(text)),
    `English left in ${view}`,
  ).toEqual([])
}

let client: LatchkeyClient | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.unstubAllGlobals()
})

// A client in `tag` over the in-memory wallet and the stand-in market, rendered.
function renderIn(tag: string) {
  vi.stubGlobal('fetch', createMarketStub(address).fetch)
  ;({ client } = setupClient({ options: { locale: tag, apiUrl: 'http://api.test' } }))
  renderWithClient(client, <ConnectButton />)
  return client
}

describe.each(tags)('locale %s', (tag) => {
  const direction = tag === 'ar' || tag === 'he' ? 'rtl' : 'ltr'

  test("behavior: Connect and All Wallets show no English, in the locale's direction", async () => {
    const { strings } = (await loadLocale([tag]))!
    const active = renderIn(tag)
    // The locale loads after the first render: the button turns to it.
    await waitFor(() => expect(document.body.textContent).toContain(strings.connectWallet), slow)
    await openModal(active)
    await waitFor(() => modal().getByRole('heading', { name: strings.connectTitle }), slow)
    const root = getModalRoot().querySelector('.lk-root')!
    expect(root.getAttribute('dir')).toBe(direction)
    expect(root.getAttribute('lang')).toBe(tag)
    expectNoEnglish(strings, 'Connect')
    await openModal(active, { view: 'AllWallets' })
    await waitFor(() => modal().getByRole('heading', { name: strings.allWallets }), slow)
    expectNoEnglish(strings, 'AllWallets')
  })

  test('behavior: Account, Networks, Send, Receive, Swap and Buy show no English', async () => {
    const { strings } = (await loadLocale([tag]))!
    const active = renderIn(tag)
    await connect(active)
    await openModal(active)
    await waitFor(() => modal().getByRole('button', { name: strings.copyAddress }), slow)
    await waitFor(() => modal().getByRole('tab', { name: strings.tokensTab }), slow)
    expectNoEnglish(strings, 'Account')
    const views = [
      ['Networks', strings.networksTitle],
      ['WalletSend', strings.sendTitle],
      ['WalletReceive', strings.receiveTitle],
    ] as const
    for (const [view, title] of views) {
      await openModal(active, { view })
      await waitFor(() => modal().getByRole('heading', { name: title }), slow)
      expectNoEnglish(strings, view)
    }
    for (const [button, title] of [
      [strings.walletFeatures.swaps, strings.swapTitle],
      [strings.walletFeatures.onramp, strings.buyTitle],
    ]) {
      await openModal(active, { view: 'Account' })
      fireEvent.click(await waitFor(() => modal().getByRole('button', { name: button! }), slow))
      await waitFor(() => modal().getByRole('heading', { name: title! }), slow)
      expectNoEnglish(strings, title!)
    }
  })

  test('behavior: Choose a name and both name views show no English', async () => {
    const { strings } = (await loadLocale([tag]))!
    const active = renderIn(tag)
    await connect(active)
    await openModal(active)
    const row = await waitFor(() => modal().getByRole('button', { name: strings.chooseName }), slow)
    fireEvent.click(row)
    await waitFor(() => modal().getByRole('heading', { name: strings.registerNameTitle }), slow)
    const input = await waitFor(() => modal().getByLabelText(strings.nameLabel), slow)
    expectNoEnglish(strings, 'RegisterAccountName')
    fireEvent.change(input, { target: { value: 'bob' } })
    expectNoEnglish(strings, 'RegisterAccountName (short)')
    fireEvent.change(input, { target: { value: 'carol' } })
    await waitFor(() => modal().getByText(strings.nameAvailable('carol.latchkey.eth')), slow)
    expectNoEnglish(strings, 'RegisterAccountName (available)')
    fireEvent.click(modal().getByRole('button', { name: strings.registerName }))
    await waitFor(() => modal().getByText(strings.nameRegistered), slow)
    expectNoEnglish(strings, 'RegisterAccountNameSuccess')
  })
})
