// The wagmi adapter's Send methods against a real anvil chain from devchain, through a wagmi
// config of the dapp's: receipts asked for through wagmi until the transaction is mined.
import { defineNetwork } from '@latchkey/core'
import { devAccounts, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import { createConfig } from '@wagmi/core'
import { createWalletClient, defineChain, http, keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWagmiSendMethods } from './wagmiSendMethods.js'

let devnet: StartDevChainsReturnType
beforeAll(async () => {
  devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false })
})
afterAll(() => devnet?.stop())

function setup() {
  const chain = devnet.chains[0]!
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const config = createConfig({
    chains: [viemChain],
    transports: { [chain.chainId]: http(chain.rpcUrl) },
  })
  const caipNetwork = defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(devAccounts[5]!.privateKey),
    transport: http(chain.rpcUrl),
  })
  return { methods: createWagmiSendMethods(config), caipNetwork, wallet, token: chain.token }
}

describe('createWagmiSendMethods: waitForTransaction', () => {
  test('default: a mined transfer is confirmed', async () => {
    const { methods, caipNetwork, wallet } = setup()
    const hash = await wallet.sendTransaction({
      chain: null,
      to: devAccounts[6]!.address,
      value: parseEther('0.01'),
    })
    expect(await methods.waitForTransaction({ hash, caipNetwork })).toBe('confirmed')
  })

  test('behavior: a reverted transfer is reported failed', async () => {
    const { methods, caipNetwork, wallet, token } = setup()
    // More tokens than the account holds, with a fixed gas so the node takes it and it reverts.
    const data = methods.encodeTokenTransfer?.({ to: devAccounts[6]!.address, amount: 10n ** 30n })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: token.address,
      data: data as `0x${string}`,
      gas: 100_000n,
    })
    expect(await methods.waitForTransaction({ hash, caipNetwork })).toBe('failed')
  })

  test('behavior: a transaction the chain never saw is asked for until the signal aborts', async () => {
    const { methods, caipNetwork } = setup()
    const hash = keccak256(toHex('never sent'))
    const controller = new AbortController()
    const waiting = methods.waitForTransaction({ hash, caipNetwork, signal: controller.signal })
    const settled = expect(waiting).rejects.toThrow('left Send')
    setTimeout(() => controller.abort(new Error('left Send')), 1_500)
    await settled
  })
})
