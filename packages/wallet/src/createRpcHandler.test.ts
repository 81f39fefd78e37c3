// The frame's RPC handler on its own: chain switches and additions within the embedded
// wallet's networks, and the refusals. None of these requests reaches a node.
import { mnemonicToAccount } from 'viem/accounts'
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

describe('createRpcHandler: EIP-5792 without a smart account', () => {
  const owner = mnemonicToAccount('test test test test test test test test test test test junk')
  function eoaSetup() {
    const handler = createRpcHandler({
      getAccount: () => owner,
      approve: async () => true,
      extraChainIds: [31337],
      onChainChanged: () => {},
      getSmartAccount: async () => undefined,
    })
    handler.setNetworks([devChain(31337)])
    return (method: string, params?: unknown) =>
      handler.request({ method, params }, new AbortController().signal)
  }
  const batch = (overrides: Record<string, unknown> = {}, call: Record<string, unknown> = {}) => [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      atomicRequired: true,
      calls: [{ to: '0x000000000000000000000000000000000000dEaD', data: '0x', ...call }],
      ...overrides,
    },
  ]

  test('behavior: calls whose to or data do not start with 0x are refused, naming the call (spec section 3)', async () => {
    const request = eoaSetup()
    await expect(request('wallet_sendCalls', batch({}, { to: 'abc' }))).rejects.toMatchObject({
      message: "calls[0].to must start with 0x, got 'abc'",
      code: -32602,
    })
    await expect(
      request('wallet_sendCalls', batch({}, { data: 'a9059cbb' })),
    ).rejects.toMatchObject({
      message: "calls[0].data must start with 0x, got 'a9059cbb'",
      code: -32602,
    })
    await expect(request('wallet_sendCalls', batch({ calls: [] }))).rejects.toMatchObject({
      message: 'calls must hold at least one call',
      code: -32602,
    })
  })

  test('behavior: a version the wallet does not speak is refused', async () => {
    const request = eoaSetup()
    await expect(request('wallet_sendCalls', batch({ version: '3.0.0' }))).rejects.toMatchObject({
      message: 'wallet_sendCalls version 3.0.0 is not supported; this wallet speaks 2.0.0',
      code: -32602,
    })
  })

  test('behavior: the EOA reports no atomic batching and refuses a batch (5760); another chain is 5710', async () => {
    const request = eoaSetup()
    expect(await request('wallet_getCapabilities', [owner.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    await expect(request('wallet_sendCalls', batch())).rejects.toMatchObject({ code: 5760 })
    await expect(request('wallet_sendCalls', batch({ chainId: '0x1' }))).rejects.toMatchObject({
      message: 'Unsupported chain id 0x1',
      code: 5710,
    })
  })

  test('behavior: an id the wallet never sent is unknown (5730)', async () => {
    const request = eoaSetup()
    await expect(request('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({
      message: 'Unknown bundle id 0x1234',
      code: 5730,
    })
    await expect(request('wallet_getCallsStatus', [])).rejects.toMatchObject({ code: -32602 })
  })
})
