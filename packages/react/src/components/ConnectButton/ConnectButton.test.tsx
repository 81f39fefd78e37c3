// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getModal, getRouter } from '@latchkey/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, renderWithClient, setupClient } from '../../../test/setup.js'
import { ConnectButton } from './ConnectButton.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('ConnectButton', () => {
  test("default: 'Connect Wallet' opens the Connect view", () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.click(button)
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('Connect')
  })

  test('behavior: connected shows the avatar, the balance (at most 3 decimals) and the address 4+6', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton />)
    await connect(client)
    const button = await screen.findByRole('button', { name: '10,000 ETH 0xf39F…b92266' })
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    fireEvent.click(button)
    expect(getRouter(client).view).toBe('Account')
  })

  test('behavior: the same element stays through connecting, so focus stays on it', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await connect(client)
    await waitFor(() => expect(button.textContent).toContain('0xf39F…b92266'))
    expect(button.isConnected).toBe(true)
  })

  test("behavior: 'Connecting…' while a stored connection is restored", async () => {
    ;({ client } = setupClient({ stored: { connectorIds: { eip155: 'io.test' } } }))
    renderWithClient(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(() => client.ready)
    expect(button.textContent).toContain('0xf39F…b92266')
  })

  test('parameters: label, loadingLabel and balance', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <ConnectButton label="Sign in" balance="hide" />)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    await connect(client)
    await screen.findByRole('button', { name: '0xf39F…b92266' })
  })

  test('parameters: children renders a headless control from the state', async () => {
    ;({ client } = setupClient())
    renderWithClient(
      client,
      <ConnectButton>
        {(state) => (
          <button type="button" className="mine" onClick={() => state.open()}>
            {state.isConnected ? `${state.truncatedAddress} (${state.balance})` : state.label}
          </button>
        )}
      </ConnectButton>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(getModal(client).open).toBe(true)
    await connect(client)
    await screen.findByRole('button', { name: '0xf39F…b92266 (10,000 ETH)' })
  })

  test('parameters: children gets the network and actions to switch it and disconnect', async () => {
    ;({ client } = setupClient())
    renderWithClient(
      client,
      <ConnectButton>
        {(state) =>
          state.isConnected ? (
            <div>
              <output aria-label="Network">{state.network?.name}</output>
              {state.networks.map((network) => (
                <button
                  type="button"
                  key={network.caipNetworkId}
                  onClick={() => void state.switchNetwork(network)}
                >
                  {`Switch to ${network.name}`}
                </button>
              ))}
              <button type="button" onClick={() => void state.disconnect()}>
                Disconnect
              </button>
            </div>
          ) : (
            <button type="button" aria-busy={state.loading} onClick={() => state.open()}>
              {state.label}
            </button>
          )
        }
      </ConnectButton>,
    )
    await connect(client)
    expect((await screen.findByRole('status', { name: 'Network' })).textContent).toBe('Devnet')
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Devnet 2' }))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Network' }).textContent).toBe('Devnet 2'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await screen.findByRole('button', { name: 'Connect Wallet' })
  })

  test("parameters: children's loading is true while a stored connection is restored", async () => {
    ;({ client } = setupClient({ stored: { connectorIds: { eip155: 'io.test' } } }))
    renderWithClient(
      client,
      <ConnectButton>
        {(state) => <output>{state.loading ? 'loading' : state.status}</output>}
      </ConnectButton>,
    )
    expect(screen.getByRole('status').textContent).toBe('loading')
    await act(() => client.ready)
    expect(screen.getByRole('status').textContent).toBe('connected')
  })
})
