// @vitest-environment node
// A server (no window) renders a cookie's connection with renderToString: the connected look is a
// chunk of its own, which the module starts loading as it loads on a server, so the HTML shows
// the avatar once that load is done (a render in the first moments may show the address alone).
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
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

describe('ConnectButton on a server', () => {
  test('behavior: renderToString shows the connected look, with no boundary left to the browser', async () => {
    expect(typeof window).toBe('undefined')
    const render = () => {
      const { client } = setupClient({ options: { storage: null, initialState } })
      const html = renderToString(
        <LatchkeyProvider client={client}>
          <ConnectButton />
        </LatchkeyProvider>,
      )
      client.destroy()
      return html
    }
    // Nothing here asks for the chunk: the module's own load brings it.
    await vi.waitFor(() => expect(render()).toContain('<svg aria-hidden="true"'))
    const html = render()
    expect(html).toContain('0xf39F…b92266')
    expect(html).toContain('data-latchkey-button="connect"')
    expect(html).not.toContain('dangerouslySetInnerHTML')
  })
})
