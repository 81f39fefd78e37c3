// The frame's RPC handler on its own: chain switches and additions within the embedded
// wallet's networks, and the refusals. None of these requests reaches a node.
import { describe, expect, test } from 'vitest'
import { createRpcHandler } from './createRpcHandler.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devChain = (chainId: number) => ({
  chainId,
  name: `Dev ${chainId}`,
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: ether,
})

function setup() {
  const changes: number[] = []
  const handler = createRpcHandler({
    getAccount: () => undefined,
    approve: async () => false,
    extraChainIds: [31337, 31338],
    onChainChanged: (chainId) => changes.push(chainId),
  })
  handler.setNetworks([devChain(31337)])
  const request = (method: string, params?: unknown) =>
    handler.request({ method, params }, new AbortController().signal)
  return { handler, changes, request }
}

describe('createRpcHandler', () => {
  test('default: the first network the dapp gave is current', async () => {
    const { request } = setup()
    expect(await request('eth_chainId')).toBe('0x7a69')
  })

  test('behavior: wallet_addEthereumChain adds a chain of the list and switches to it', async () => {
    const { handler, changes, request } = setup()
    const added = await request('wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: 'Dev 2',
        rpcUrls: ['http://127.0.0.1:2'],
        nativeCurrency: ether,
      },
    ])
    expect(added).toBeNull()
    expect(handler.getChainId()).toBe(31338)
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
    expect(changes).toEqual([31338, 31337])
  })

  test('behavior: a chain outside the list is refused with 4902', async () => {
    const { handler, changes, request } = setup()
    for (const params of [
      [{ chainId: '0x5', chainName: 'Goerli', rpcUrls: ['http://127.0.0.1:2'] }],
      [{ chainId: '0x7a6a', rpcUrls: ['javascript:alert(1)'] }],
      [{ chainId: 'nope' }],
      [],
    ])
      await expect(request('wallet_addEthereumChain', params)).rejects.toMatchObject({
        message: 'Chain is not supported',
        code: 4902,
      })
    // Listed but never given by the dapp nor added: switching is refused too.
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    ).rejects.toMatchObject({ code: 4902 })
    expect(handler.getChainId()).toBe(31337)
    expect(changes).toEqual([])
  })

  test('behavior: a method in neither list is refused with 4200', async () => {
    const { request } = setup()
    await expect(request('eth_sign', ['0x00', '0x00'])).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
  })
})
