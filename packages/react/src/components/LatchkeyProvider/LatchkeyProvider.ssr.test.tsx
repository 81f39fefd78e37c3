import { getAccount } from '@latchkey/core'
// @vitest-environment node
// Server rendering: no window, no document. Importing the package and rendering the provider,
// the buttons and the widget must neither touch them nor throw.
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { setupClient } from '../../../test/setup.js'
import {
  AccountButton,
  ConnectButton,
  LatchkeyProvider,
  LatchkeyProviderNotFoundError,
  LatchkeyWidget,
  NetworkButton,
} from '../../exports/index.js'

function renderPage(client: ReturnType<typeof setupClient>['client']) {
  return renderToString(
    <LatchkeyProvider client={client}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
      <LatchkeyWidget />
    </LatchkeyProvider>,
  )
}

describe('LatchkeyProvider on the server', () => {
  test('default: renders the provider, the buttons and the widget without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const { client } = setupClient()
    const html = renderPage(client)
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('data-latchkey-button="network"')
    expect(html).toContain('Devnet')
    // The account button renders nothing while disconnected; the modal renders nothing at all.
    expect(html).not.toContain('data-latchkey-button="account"')
    expect(html).not.toContain('role="dialog"')
    client.destroy()
  })

  test('behavior: a stored connection still renders the disconnected first state', () => {
    const { client } = setupClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    // The client marks the stored connection 'connecting' at once; the server snapshot predates it.
    expect(getAccount(client).status).toBe('connecting')
    expect(renderPage(client)).toContain('Connect Wallet')
    client.destroy()
  })

  test('behavior: embedded and disableAppend render an empty host for the widget', () => {
    const { client } = setupClient({ options: { enableEmbedded: true } })
    expect(renderPage(client)).toContain('<div data-latchkey-widget="">')
    client.destroy()
  })

  test('behavior: a button outside the provider throws a clear error', () => {
    expect(() => renderToString(<ConnectButton />)).toThrow(LatchkeyProviderNotFoundError)
    expect(() => renderToString(<ConnectButton />)).toThrow(
      '`ConnectButton` must be used inside `<LatchkeyProvider client={...}>`',
    )
  })
})
