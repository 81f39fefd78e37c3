// Send's eip155 methods against a real anvil chain from devchain: gas price, gas estimates and
// receipts over JSON-RPC, and ERC-20 transfers encoded with viem, sent with a dev key.
import { devAccounts, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import { createWalletClient, erc20Abi, getAddress, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toCaipNetwork } from '../../test/createTestContext.js'
import { evmSendMethods } from './evmSendMethods.js'

let devnet: StartDevChainsReturnType
beforeAll(async () => {
  devnet = await startDevChains({ chains: [{ chainId: 31337 }] })
})
afterAll(() => devnet?.stop())

const receiver = '0x000000000000000000000000000000000000bEEF'

describe('evmSendMethods', () => {
  test('behavior: an address with a wrong checksum is refused; one without a checksum is not', () => {
    const address = getAddress(devAccounts[1]!.address)
    expect(evmSendMethods.isAddress(address)).toBe(true)
    expect(evmSendMethods.isAddress(address.toLowerCase())).toBe(true)
    // One letter's case changed: the EIP-55 checksum no longer matches.
    const flipped = address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    expect(evmSendMethods.isAddress(flipped)).toBe(false)
    expect(evmSendMethods.isAddress('0x1234')).toBe(false)
    expect(evmSendMethods.isAddress('bob.latchkey.eth')).toBe(false)
  })

  test('default: a token transfer sent with the encoded data moves exactly the amount', async () => {
    const chain = devnet.chains[0]!
    const caipNetwork = toCaipNetwork(chain)
    const account = privateKeyToAccount(devAccounts[4]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) }).extend(
      publicActions,
    )
    const balanceOf = () =>
      wallet.readContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      })
    const before = await balanceOf()
    const data = evmSendMethods.encodeTokenTransfer({ to: receiver, amount: 1_234n })
    const gasPrice = await evmSendMethods.getGasPrice({ caipNetwork })
    expect(gasPrice).toBeGreaterThan(0n)
    const gas = await evmSendMethods.estimateGas({
      address: account.address,
      to: chain.token.address,
      data,
      caipNetwork,
    })
    expect(gas).toBeGreaterThan(21_000n)
    expect(gas).toBeLessThan(100_000n)
    const hash = await wallet.sendTransaction({
      chain: null,
      to: chain.token.address,
      data: data as `0x${string}`,
    })
    expect(await evmSendMethods.waitForTransaction({ hash, caipNetwork })).toBe('confirmed')
    expect((await balanceOf()) - before).toBe(1_234n)
  })

  test('behavior: a reverted transfer is reported failed', async () => {
    const chain = devnet.chains[0]!
    const caipNetwork = toCaipNetwork(chain)
    const account = privateKeyToAccount(devAccounts[4]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    // More than the account holds, with a fixed gas so the node takes it and the contract reverts.
    const hash = await wallet.sendTransaction({
      chain: null,
      to: chain.token.address,
      data: evmSendMethods.encodeTokenTransfer({
        to: receiver,
        amount: 10n ** 30n,
      }) as `0x${string}`,
      gas: 100_000n,
    })
    expect(await evmSendMethods.waitForTransaction({ hash, caipNetwork })).toBe('failed')
  })
})
