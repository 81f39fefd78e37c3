// @vitest-environment happy-dom
// A connection the server read from cookies (`initialState`): the server's renderToString HTML
// shows the connected button, and the page hydrates it without a recoverable error. The
// connected look is a chunk of its own (AccountLook): a server has it, as the module loads it
// there; a browser may hydrate before it has come, and then keeps the server's HTML until it
// does. Here the "server" is this file's module instance, which a first connected render made
// load the chunk, and the browser a fresh instance (vi.resetModules) that has not loaded it.
import { act, render, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { address, type SetupClientParameters, setupClient } from '../../../test/setup.js'
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
const avatar = 'button svg[aria-hidden="true"]'

type Modules = { exports: typeof import('../../exports/index.js'); setup: typeof setupClient }
const serverModules: Modules = {
  exports: { ConnectButton, LatchkeyProvider } as never,
  setup: setupClient,
}

function page({ exports, setup }: Modules, options: SetupClientParameters['options']) {
  const { client } = setup({ options })
  const { LatchkeyProvider: Provider, ConnectButton: Button } = exports
  const ui = (
    <Provider client={client}>
      <Button />
    </Provider>
  )
  return { client, ui }
}

// What the server renders once its module has loaded the look.
async function serverHtml() {
  const warm = page(serverModules, { storage: null, initialState })
  const { container, unmount } = render(warm.ui)
  await waitFor(() => expect(container.querySelector(avatar)).not.toBeNull())
  unmount()
  warm.client.destroy()
  const server = page(serverModules, { storage: null, initialState })
  const html = renderToString(server.ui)
  server.client.destroy()
  return html
}

async function hydrate(html: string, modules: Modules) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  const { client, ui } = page(modules, { initialState })
  const root = await act(async () =>
    hydrateRoot(container, ui, { onRecoverableError: recoverable }),
  )
  return { container, client, root, errors, recoverable }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('ConnectButton hydration', () => {
  test('behavior: a connection read from cookies renders connected on the server and hydrates without an error', async () => {
    const html = await serverHtml()
    expect(html).toContain('0xf39F…b92266')
    expect(html).toContain('<svg aria-hidden="true"')
    // A boundary the server finished (`<!--$-->`), not one it left to the browser (`<!--$!-->`).
    expect(html).not.toContain('<!--$!-->')

    const { container, client, root, errors, recoverable } = await hydrate(html, serverModules)
    await act(() => client.ready)
    await waitFor(() => expect(container.textContent).toContain('0xf39F…b92266'))
    expect(container.querySelector(avatar)).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
  })

  test("behavior: a browser hydrating before the look's chunk came keeps the server's button, then hydrates it", async () => {
    const html = await serverHtml()
    vi.resetModules()
    const browser: Modules = {
      exports: await import('../../exports/index.js'),
      setup: (await import('../../../test/setup.js')).setupClient,
    }
    const { container, client, root, errors, recoverable } = await hydrate(html, browser)
    const serverButton = container.querySelector('button')
    // The server's avatar stays while the chunk loads, and the same button element is hydrated.
    expect(container.querySelector(avatar)).not.toBeNull()
    await act(() => client.ready)
    await waitFor(() => expect(container.querySelector('button')?.textContent).toContain('0xf39F'))
    expect(container.querySelector('button')).toBe(serverButton)
    expect(container.querySelector(avatar)).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
  })
})
