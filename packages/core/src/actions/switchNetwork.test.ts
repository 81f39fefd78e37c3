import { describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, devnet2, solanaDevnet } from '../../test/fixtures.js'
import { UserRejectedRequestError } from '../errors/rpc.js'

describe('switchNetwork', () => {
  test('default: a connected wallet is asked and the network follows', async () => {
    const { client, evm, storage } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    const onSwitch = vi.fn()
    client.events.on('SWITCH_NETWORK', onSwitch)
    await client.switchNetwork(devnet2)
    expect(evm.wallet.calls.find((call) => call.method === 'switchNetwork')?.args).toEqual([
      devnet2,
    ])
    expect(client.getNetwork()).toMatchObject({
      caipNetwork: devnet2,
      caipNetworkId: 'eip155:31338',
    })
    expect(client.getAccount().caipAddress).toMatch(/^eip155:31338:/)
    expect(client.getState().selectedNetworkId).toBe('eip155:31338')
    expect(storage.read('activeCaipNetworkId')).toBe('eip155:31338')
    expect(onSwitch).toHaveBeenCalledWith({ caipNetworkId: 'eip155:31338' })
  })

  test('behavior: without a connection the network is only selected', async () => {
    const { client, evm } = createTestClient()
    await client.switchNetwork(devnet2)
    expect(client.getNetwork().caipNetwork).toBe(devnet2)
    expect(evm.wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  test('behavior: from UnsupportedChain, switching closes it', async () => {
    const { client } = createTestClient({ adapter: { chainId: 999 } })
    await client.connect({ connectorId: 'io.test' })
    expect(client.getRouter().view).toBe('UnsupportedChain')
    await client.switchNetwork(devnet)
    expect(client.getState().open).toBe(false)
    expect(client.isUnsupportedChain()).toBe(false)
  })

  test("behavior: a failure toasts 'Chain is not supported' and rejects; a declined switch does not toast", async () => {
    const { client, evm } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    evm.wallet.nextError = new Error('wallet_addEthereumChain failed')
    await expect(client.switchNetwork(devnet2)).rejects.toThrow('wallet_addEthereumChain failed')
    expect(client.getToast()).toMatchObject({
      message: 'Chain is not supported',
      variant: 'error',
      open: true,
    })
    expect(client.getNetwork().caipNetwork).toBe(devnet)

    client.hideToast()
    evm.wallet.nextError = new UserRejectedRequestError()
    await expect(client.switchNetwork(devnet2)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(client.getToast().open).toBe(false)
  })

  test('behavior: a network that is not configured throws', async () => {
    const { client } = createTestClient()
    await expect(client.switchNetwork(solanaDevnet)).rejects.toThrow('Network not found')
  })
})
