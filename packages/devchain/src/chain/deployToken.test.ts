import { createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployToken } from './deployToken.js'
import { devAccounts } from './devAccounts.js'
import { type AnvilInstance, startAnvil } from './startAnvil.js'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31600 })
})
afterAll(() => anvil?.stop())

const balanceOf = (token: `0x${string}`, address: `0x${string}`) =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('deployToken', () => {
  test('default', async () => {
    const token = await deployToken({ rpcUrl: anvil.rpcUrl, name: 'Test Token', symbol: 'TT' })
    expect(token).toMatchObject({ name: 'Test Token', symbol: 'TT', decimals: 18 })
    for (const account of devAccounts)
      expect(await balanceOf(token.address, account.address)).toBe(10n ** 23n)
  })

  test('parameters: supply, owner and fund', async () => {
    const outsider = privateKeyToAddress(generatePrivateKey())
    const token = await deployToken({
      rpcUrl: anvil.rpcUrl,
      name: 'Owned',
      symbol: 'OWN',
      supply: 1_000n,
      owner: devAccounts[3]!.address,
      fund: [outsider],
    })
    expect(await balanceOf(token.address, outsider)).toBe(100n)
    expect(await balanceOf(token.address, devAccounts[3]!.address)).toBe(900n)
    expect(await balanceOf(token.address, devAccounts[0]!.address)).toBe(0n)

    const kept = await deployToken({
      rpcUrl: anvil.rpcUrl,
      name: 'Kept',
      symbol: 'KPT',
      owner: outsider,
      fund: [],
    })
    expect(await balanceOf(kept.address, outsider)).toBe(10n ** 24n)
  })

  test('behavior: an owner without a known key cannot fund the dev accounts', async () => {
    const owner = privateKeyToAddress(generatePrivateKey())
    await expect(
      deployToken({ rpcUrl: anvil.rpcUrl, name: 'X', symbol: 'X', owner }),
    ).rejects.toThrow(/is not a dev account/)
  })
})
