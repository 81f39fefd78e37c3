import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { compileDevIdRegistry } from './compileDevIdRegistry.js'
import { type DevIdRegistry, deployDevIdRegistry } from './deployDevIdRegistry.js'
import { devFarcasterAccount } from './devFarcasterAccount.js'

let anvil: AnvilInstance
let registry: DevIdRegistry
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31612 })
  registry = await deployDevIdRegistry({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describe('deployDevIdRegistry', () => {
  test("the dev fid's custody address is the dev custody key's, both ways", async () => {
    const { abi } = await compileDevIdRegistry()
    const read = (functionName: string, args: unknown[]) =>
      client.readContract({ abi, address: registry.idRegistry, functionName, args } as never)
    expect(registry.account.fid).toBe(1)
    expect(await read('custodyOf', [1n])).toBe(devFarcasterAccount.custody)
    expect(await read('idOf', [devFarcasterAccount.custody])).toBe(1n)
    expect(await read('idOf', [devAccounts[0]!.address])).toBe(0n)
    expect(await read('custodyOf', [2n])).toBe('0x0000000000000000000000000000000000000000')
  })

  test('only the registrar registers: another account is refused', async () => {
    const { abi } = await compileDevIdRegistry()
    const account = privateKeyToAccount(devAccounts[3]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(anvil.rpcUrl) })
    await expect(
      client.simulateContract({
        abi,
        address: registry.idRegistry,
        functionName: 'register',
        args: [account.address],
        account,
      } as never),
    ).rejects.toThrow(/Unauthorized/)
    expect(wallet.account.address).toBe(account.address)
  })
})
