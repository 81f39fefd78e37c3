import { createPublicClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type StartDevChainsReturnType, startDevChains } from '../chain/startDevChains.js'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function WETH() view returns (address)',
])

describe('deployMarket', () => {
  let devnet: StartDevChainsReturnType
  beforeAll(async () => {
    devnet = await startDevChains()
  })
  afterAll(() => devnet?.stop())

  test('behavior: each chain has Uniswap V2 with pools at the reference prices', async () => {
    for (const chain of devnet.chains) {
      const market = chain.market!
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(
        await client.readContract({ address: market.router, abi: routerAbi, functionName: 'WETH' }),
      ).toBe(market.weth)
      const [lkd, lke] = ['LKD', 'LKE'].map(
        (symbol) => market.tokens.find((token) => token.symbol === symbol)!,
      )
      const out = async (path: `0x${string}`[], amount = parseEther('0.001')) =>
        (
          await client.readContract({
            address: market.router,
            abi: routerAbi,
            functionName: 'getAmountsOut',
            args: [amount, path],
          })
        ).at(-1)!
      // 0.001 ETH buys about 3 LKD and 2.727 LKE, less the 0.3 % fee.
      expect(Number(await out([market.weth, lkd!.address])) / 1e18).toBeCloseTo(3 * 0.997, 2)
      expect(Number(await out([market.weth, lke!.address])) / 1e18).toBeCloseTo(
        (3 / 1.1) * 0.997,
        2,
      )
      expect(Number(await out([lke!.address, lkd!.address], parseEther('1'))) / 1e18).toBeCloseTo(
        1.1 * 0.997,
        2,
      )
      // The dev accounts' token balances are untouched.
      expect(
        await client.readContract({
          address: chain.token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [devAccounts[1]!.address],
        }),
      ).toBe(parseEther('100000'))
    }
  })
})
