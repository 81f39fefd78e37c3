import { describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, devnet2, solanaDevnet } from '../../test/fixtures.js'
import { isUnsupportedChainNow } from '../connection/isUnsupportedChainNow.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { getRouter } from './getRouter.js'
import { getState } from './getState.js'
import { getToast } from './getToast.js'
import { hideToast } from './hideToast.js'
import { switchNetwork } from './switchNetwork.js'

describe('switchNetwork', () => {
  test('default: a connected wallet is asked and the network follows', async () => {
    const { client, evm, storage } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    const onSwitch = vi.fn()
    client.events.on('SWITCH_NETWORK', onSwitch)
    await switchNetwork(client, devnet2)
    expect(evm.wallet.calls.find((call) => call.method === 'switchNetwork')?.args).toEqual([
      devnet2,
    ])
    expect(getNetwork(client)).toMatchObject({
      caipNetwork: devnet2,
      caipNetworkId: 'eip155:31338',
    })
    expect(getAccount(client).caipAddress).toMatch(/^eip155:31338:/)
    expect(getState(client).selectedNetworkId).toBe('eip155:31338')
    expect(storage.read('activeCaipNetworkId')).toBe('eip155:31338')
    expect(onSwitch).toHaveBeenCalledWith({ caipNetworkId: 'eip155:31338' })
  })

  test('behavior: without a connection the network is only selected', async () => {
    const { client, evm } = createTestClient()
    await switchNetwork(client, devnet2)
    expect(getNetwork(client).caipNetwork).toBe(devnet2)
    expect(evm.wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  test('behavior: from UnsupportedChain, switching closes it', async () => {
    const { client } = createTestClient({ adapter: { chainId: 999 } })
    await connect(client, { connectorId: 'io.test' })
    expect(getRouter(client).view).toBe('UnsupportedChain')
    await switchNetwork(client, devnet)
    expect(getState(client).open).toBe(false)
    expect(isUnsupportedChainNow(client)).toBe(false)
  })

  test("behavior: a failure toasts 'Chain is not supported' and rejects; a declined switch does not toast", async () => {
    const { client, evm } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    evm.wallet.nextError = new Error('wallet_addEthereumChain failed')
    await expect(switchNetwork(client, devnet2)).rejects.toThrow('wallet_addEthereumChain failed')
    expect(getToast(client)).toMatchObject({
      message: 'Chain is not supported',
      variant: 'error',
      open: true,
    })
    expect(getNetwork(client).caipNetwork).toBe(devnet)

    hideToast(client)
    evm.wallet.nextError = new UserRejectedRequestError()
    await expect(switchNetwork(client, devnet2)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getToast(client).open).toBe(false)
  })

  test('behavior: a network that is not configured throws', async () => {
    const { client } = createTestClient()
    await expect(switchNetwork(client, solanaDevnet)).rejects.toThrow('Network not found')
  })
})
