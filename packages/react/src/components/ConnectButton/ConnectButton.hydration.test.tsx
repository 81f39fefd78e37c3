// @vitest-environment happy-dom
// A connection the server read from cookies (`initialState`): the server's renderToString HTML
// shows the connected button, and the page hydrates it without a recoverable error. A connected
// look loaded in a chunk behind Suspense fails this (renderToString cannot wait for it).
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { address, setupClient } from '../../../test/setup.js'
import { ConnectButton, LatchkeyProvider } from '../../exports/index.js'

const initialState = {
  connections: [
    {
      namespace: 'eip155' as const,
      connectorId: 'io.test',
      caipAddress: `eip155:31337:${address}` as const,
    },
  ],
}

function Page({ client }: { client: ReturnType<typeof setupClient>['client'] }) {
  return (
    <LatchkeyProvider client={client}>
      <ConnectButton />
    </LatchkeyProvider>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('ConnectButton hydration', () => {
  test('behavior: a connection read from cookies renders connected on the server and hydrates without an error', async () => {
    const server = setupClient({ options: { storage: null, initialState } })
    const html = renderToString(<Page client={server.client} />)
    server.client.destroy()
    expect(html).toContain('0xf39F…b92266')
    expect(html).toContain('<svg aria-hidden="true"')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const { client } = setupClient({ options: { initialState } })
    const root = await act(async () =>
      hydrateRoot(container, <Page client={client} />, { onRecoverableError: recoverable }),
    )
    await act(() => client.ready)
    await waitFor(() => expect(container.textContent).toContain('0xf39F…b92266'))
    expect(container.querySelector('button svg[aria-hidden="true"]')).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
  })
})
