// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getModal, getRouter } from '@latchkey/core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect, renderWithClient, setupClient } from '../../../test/setup.js'
import { AccountButton } from './AccountButton.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('AccountButton', () => {
  test('default: nothing while disconnected', () => {
    ;({ client } = setupClient())
    const { container } = renderWithClient(client, <AccountButton />)
    expect(container.innerHTML).toBe('')
  })

  test('behavior: connected shows balance and address, and opens Account', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <AccountButton />)
    await connect(client)
    fireEvent.click(await screen.findByRole('button', { name: '10,000 ETH 0xf39F…b92266' }))
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('Account')
  })

  test('behavior: an account with a profile shows its name and image over the drawn avatar', async () => {
    ;({ client } = setupClient())
    const { container } = renderWithClient(client, <AccountButton />)
    await connect(client)
    await screen.findByRole('button', { name: '10,000 ETH 0xf39F…b92266' })
    // What core sets once the identity route answers (updateIdentity).
    client.stores.chains.setAccount('eip155', {
      profileName: 'alice.eth',
      profileImage: 'https://avatars.example/alice.png',
    })
    await screen.findByRole('button', { name: '10,000 ETH alice.eth' })
    const svg = container.querySelector('button svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    // The drawn avatar stays under the image: it shows while it loads, or if it cannot.
    expect(svg?.querySelector('rect')).not.toBeNull()
    expect(svg?.querySelector('image')?.getAttribute('href')).toBe(
      'https://avatars.example/alice.png',
    )
  })

  test('behavior: compact on a phone-width screen (no balance) unless balance is "show"', async () => {
    // happy-dom has no media queries: a stand-in matchMedia says the screen is narrow.
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(max-width: 430px)',
      addEventListener() {},
      removeEventListener() {},
    }))
    vi.stubGlobal('matchMedia', matchMedia)
    ;({ client } = setupClient())
    renderWithClient(client, <AccountButton />)
    await connect(client)
    await screen.findByRole('button', { name: '0xf39F…b92266' })
    cleanup()
    renderWithClient(client, <AccountButton balance="show" />)
    await screen.findByRole('button', { name: '10,000 ETH 0xf39F…b92266' })
    cleanup()
    renderWithClient(client, <AccountButton balance="hide" />)
    await screen.findByRole('button', { name: '0xf39F…b92266' })
    vi.unstubAllGlobals()
  })

  test('parameters: children gets the state while disconnected too', () => {
    ;({ client } = setupClient())
    renderWithClient(
      client,
      <AccountButton>{(state) => <output>{state.status}</output>}</AccountButton>,
    )
    expect(screen.getByRole('status').textContent).toBe('disconnected')
  })

  test('parameters: children draws the connected account with its network and a disconnect', async () => {
    ;({ client } = setupClient())
    renderWithClient(
      client,
      <AccountButton>
        {(state) =>
          state.isConnected && (
            <button type="button" onClick={() => void state.disconnect()}>
              {`Disconnect ${state.truncatedAddress} on ${state.network?.name}`}
            </button>
          )
        }
      </AccountButton>,
    )
    await connect(client)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Disconnect 0xf39F…b92266 on Devnet' }),
    )
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull())
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: outside the provider it throws', () => {
    ;({ client } = setupClient())
    // React reports the thrown error on the console too; the assertion is on the throw.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<AccountButton />)).toThrow('`AccountButton` must be used inside')
    vi.restoreAllMocks()
  })
})
