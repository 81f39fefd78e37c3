import { getAccount } from '@latchkey/core'
// @vitest-environment happy-dom
// Hydration: the server's HTML (from a client that read no storage) hydrates in a browser
// whose client restores a stored connection, without a mismatch; then the page follows the
// restored state.
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { address, setupClient } from '../../../test/setup.js'
import {
  ConnectButton,
  LatchkeyProvider,
  LatchkeyWidget,
  NetworkButton,
} from '../../exports/index.js'

function Page({ client }: { client: ReturnType<typeof setupClient>['client'] }) {
  return (
    <LatchkeyProvider client={client}>
      <ConnectButton />
      <NetworkButton />
      <LatchkeyWidget />
    </LatchkeyProvider>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('LatchkeyProvider hydration', () => {
  test.each([
    ['a first visit', {}],
    ['a stored connection', { connectorIds: { eip155: 'io.test' } }],
  ])('behavior: hydrates %s without a mismatch', async (_name, stored) => {
    const server = setupClient({ options: { storage: null } })
    const html = renderToString(<Page client={server.client} />)
    server.client.destroy()

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const { client } = setupClient({ stored, options: { themeMode: undefined } })
    const root = await act(async () =>
      hydrateRoot(container, <Page client={client} />, { onRecoverableError: recoverable }),
    )
    await act(() => client.ready)

    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    if ('connectorIds' in stored) {
      await waitFor(() => expect(container.textContent).toContain('0xf39F…b92266'))
      // The balance comes after the address: the connected look is a chunk of its own.
      await waitFor(() => expect(container.textContent).toContain('10,000 ETH'))
      expect(getAccount(client).address).toBe(address)
    } else expect(container.textContent).toContain('Connect Wallet')
    act(() => root.unmount())
    client.destroy()
  })
})
