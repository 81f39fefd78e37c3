// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { closeModal, getModal, getRouter } from '@latchkey/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, renderWithClient, setupClient } from '../../../test/setup.js'
import { NetworkButton } from './NetworkButton.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('NetworkButton', () => {
  test('default: the network icon and name; opens Networks', () => {
    ;({ client } = setupClient())
    renderWithClient(client, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Devnet' })
    expect(button.querySelector('svg')).not.toBeNull()
    fireEvent.click(button)
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('Networks')
  })

  test('behavior: on a network the dapp did not configure it warns "Wrong network" and opens UnsupportedChain', async () => {
    const wallet = setupClient()
    client = wallet.client
    renderWithClient(client, <NetworkButton />)
    await connect(client)
    act(() => wallet.changeChain(999))
    act(() => closeModal(client))
    const button = screen.getByRole('button', { name: 'Wrong network' })
    expect(button.hasAttribute('data-warning')).toBe(true)
    expect(button.style.color).toBe('#b42318')
    fireEvent.click(button)
    expect(getRouter(client).view).toBe('UnsupportedChain')
  })

  test('parameters: enableNetworkSwitch false disables it', () => {
    ;({ client } = setupClient({ options: { enableNetworkSwitch: false } }))
    renderWithClient(client, <NetworkButton />)
    expect((screen.getByRole('button', { name: 'Devnet' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  test('parameters: children renders a headless control', () => {
    ;({ client } = setupClient())
    renderWithClient(
      client,
      <NetworkButton>{(state) => <span>{`on ${state.name}`}</span>}</NetworkButton>,
    )
    expect(screen.getByText('on Devnet')).toBeTruthy()
  })
})
