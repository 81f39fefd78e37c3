// The convert routes over real HTTP against the Uniswap V2 pools of two real dev chains: quotes
// are the router's, and the built approve and swap transactions are signed and mined here.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkConvertApiBody,
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  eip155NativeTokenAddress,
} from '@latchkey/core/protocol'
import {
  type DevChain,
  devAccounts,
  type StartDevChainsReturnType,
  startDevChains,
  waitForReceipt,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devMarketConfig } from '../../test/devMarketConfig.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

let devnet: StartDevChainsReturnType
let server: FastifyInstance
let url: string
let clock = 1_700_000_000_000
let dataDir: string
beforeAll(async () => {
  devnet = await startDevChains()
  dataDir = await mkdtemp(join(tmpdir(), 'latchkey-convert-'))
  server = createServer({
    config: {
      ...loadConfig({ LOG_LEVEL: 'silent', LATCHKEY_DATA_DIR: dataDir }),
      chains: [
        ...devnet.chains.map((chain) => ({
          caipNetworkId: `eip155:${chain.chainId}`,
          rpcUrl: chain.rpcUrl,
        })),
        // Served, but without a market.
        { caipNetworkId: 'eip155:31339', rpcUrl: devnet.chains[0]!.rpcUrl },
      ],
      data: {
        now: () => clock,
        indexer: { enabled: false },
        config: devMarketConfig(devnet.chains),
      },
    },
  })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await server?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await devnet?.stop()
})

const get = async (path: string, query: Record<string, string>) => {
  const response = await fetch(`${url}${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const errorOf = (body: Record<string, unknown>) => (body.error as { message: string }).message

function chainTools(chain: DevChain, key: Hex) {
  const definition = defineChain({
    id: chain.chainId,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({
    chain: definition,
    transport: http(chain.rpcUrl),
    pollingInterval: 10,
  })
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, chain: definition, transport: http(chain.rpcUrl) })
  const caip = (address: string) => `eip155:${chain.chainId}:${address.toLowerCase()}`
  const market = chain.market!
  const lkd = market.tokens.find((token) => token.symbol === 'LKD')!
  const lke = market.tokens.find((token) => token.symbol === 'LKE')!
  const balanceOf = (token: `0x${string}`) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
  /** Sends a built transaction as a wallet would and waits for it. */
  const send = async (tx: { to: string; data: string; value: string; eip155: { gas: string } }) => {
    const hash = await wallet.sendTransaction({
      to: tx.to.split(':')[2] as `0x${string}`,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      gas: BigInt(tx.eip155.gas),
    })
    return waitForReceipt(client, { hash })
  }
  return {
    client,
    account,
    caip,
    market,
    lkd,
    lke,
    balanceOf,
    send,
    native: caip(eip155NativeTokenAddress),
  }
}

describe.each([0, 1])('convert routes on dev chain %i', (index) => {
  const setup = () => chainTools(devnet.chains[index]!, devAccounts[3 + index]!.privateKey)

  test('tokens: the native coin and both dev tokens', async () => {
    const { caip, lkd, lke, native } = setup()
    const chainId = `eip155:${devnet.chains[index]!.chainId}`
    const { status, body } = await get('/v1/convert/tokens', { chainId })
    expect(status).toBe(200)
    expect(checkConvertApiBody(convertTokensResponseSchema, body).success).toBe(true)
    const tokens = body.tokens as { address: string; symbol: string; decimals: number }[]
    expect(tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals }))).toEqual(
      expect.arrayContaining([
        { address: native, symbol: 'ETH', decimals: 18 },
        { address: caip(lkd.address), symbol: 'LKD', decimals: 18 },
        { address: caip(lke.address), symbol: 'LKE', decimals: 18 },
      ]),
    )
  })

  test('quotes: what the router gives, at the reference prices', async () => {
    const { client, caip, market, lkd, lke, account, native } = setup()
    const amount = parseEther('0.01')
    const { status, body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: caip(account.address),
      from: native,
      to: caip(lkd.address),
      gasPrice: '1000000000',
    })
    expect(status).toBe(200)
    expect(checkConvertApiBody(convertQuotesResponseSchema, body).success).toBe(true)
    const [quote] = body.quotes as {
      toAmount: string
      gasFee: string
      gasLimit: string
      priceImpact: string
    }[]
    const router = await client.readContract({
      address: market.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [market.weth, lkd.address]],
    })
    expect(quote!.toAmount).toBe(router[1]!.toString())
    // 0.01 ETH at 3000 LKD each, less the pool's 0.3 %.
    expect(Number(quote!.toAmount) / 1e18).toBeCloseTo(30 * 0.997, 1)
    expect(BigInt(quote!.gasFee)).toBe(BigInt(quote!.gasLimit) * 1_000_000_000n)
    expect(Number(quote!.priceImpact)).toBeLessThan(0.01)

    const cross = await get('/v1/convert/quotes', {
      amount: parseEther('110').toString(),
      userAddress: caip(account.address),
      from: caip(lkd.address),
      to: caip(lke.address),
    })
    const [tokenQuote] = cross.body.quotes as { toAmount: string }[]
    // 110 LKD buy about 100 LKE.
    expect(Number(tokenQuote!.toAmount) / 1e18).toBeCloseTo(100 * 0.997, 0)

    // One base unit of LKD buys no wei at 3000 LKD per ETH: a route, with nothing out, so the
    // widget can say 'too small' rather than 'no route'.
    const dust = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: caip(account.address),
      from: caip(lkd.address),
      to: native,
    })
    expect(dust.status).toBe(200)
    expect((dust.body.quotes as { toAmount: string }[]).map((q) => q.toAmount)).toEqual(['0'])
  })

  test('swaps: native → token, then token → token after an approval, as quoted within slippage', async () => {
    const { caip, lkd, lke, account, native, balanceOf, send } = setup()
    const user = caip(account.address)
    const amount = parseEther('0.5')
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: native,
      to: caip(lkd.address),
      userAddress: user,
      projectId: 'any',
    })
    expect(built.status).toBe(200)
    const checked = checkConvertApiBody(convertBuildTransactionResponseSchema, built.body)
    if (!checked.success) throw new Error(checked.problem)
    const { tx, toAmount, minimumToAmount } = checked.output
    expect(tx.value).toBe(amount.toString())
    // The default tolerance is 1 %.
    expect(BigInt(minimumToAmount)).toBe((BigInt(toAmount) * 99n) / 100n)
    const before = await balanceOf(lkd.address)
    expect((await send(tx)).status).toBe('success')
    const received = (await balanceOf(lkd.address)) - before
    expect(received).toBeGreaterThanOrEqual(BigInt(minimumToAmount))
    expect(received).toBeLessThanOrEqual(BigInt(toAmount))

    // LKD → LKE needs the router's allowance first.
    const allowance = async () => {
      const { status, body } = await get('/v1/convert/allowance', {
        tokenAddress: caip(lkd.address),
        userAddress: user,
      })
      expect(status).toBe(200)
      expect(checkConvertApiBody(convertAllowanceResponseSchema, body).success).toBe(true)
      return BigInt(body.allowance as string)
    }
    expect(await allowance()).toBe(0n)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: caip(lkd.address),
      to: caip(lke.address),
    })
    expect(approve.status).toBe(200)
    const approveTx = checkConvertApiBody(convertBuildApproveResponseSchema, approve.body)
    if (!approveTx.success) throw new Error(approveTx.problem)
    expect(approveTx.output.tx.to).toBe(caip(lkd.address))
    expect((await send(approveTx.output.tx)).status).toBe('success')
    expect(await allowance()).toBe(maxUint256)

    const swap = await post('/v1/convert/build-transaction', {
      amount: parseEther('100').toString(),
      slippage: '0.5',
      from: caip(lkd.address),
      to: caip(lke.address),
      userAddress: user,
    })
    expect(swap.status).toBe(200)
    const swapTx = checkConvertApiBody(convertBuildTransactionResponseSchema, swap.body)
    if (!swapTx.success) throw new Error(swapTx.problem)
    expect(BigInt(swapTx.output.minimumToAmount)).toBe(
      (BigInt(swapTx.output.toAmount) * 995n) / 1000n,
    )
    const lkeBefore = await balanceOf(lke.address)
    expect((await send(swapTx.output.tx)).status).toBe('success')
    expect((await balanceOf(lke.address)) - lkeBefore).toBeGreaterThanOrEqual(
      BigInt(swapTx.output.minimumToAmount),
    )

    // And back to the native coin.
    const back = await post('/v1/convert/build-transaction', {
      amount: parseEther('30').toString(),
      from: caip(lkd.address),
      to: native,
      userAddress: user,
    })
    expect(back.status).toBe(200)
    const { client } = setup()
    const ethBefore = await client.getBalance({ address: account.address })
    const receipt = await send((back.body as { tx: never }).tx)
    expect(receipt.status).toBe('success')
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(
      (await client.getBalance({ address: account.address })) - ethBefore + gasPaid,
    ).toBeGreaterThanOrEqual(BigInt((back.body as { minimumToAmount: string }).minimumToAmount))
  })

  test('parameters: slippage as the spec’s clients send it, a number (or a decimal string)', async () => {
    const { caip, lkd, account, native } = setup()
    const build = (slippage: unknown) =>
      post('/v1/convert/build-transaction', {
        amount: parseEther('0.01').toString(),
        slippage,
        from: native,
        to: caip(lkd.address),
        userAddress: caip(account.address),
        disableEstimate: true,
      })
    for (const [slippage, kept] of [
      [1, 9_900n],
      [0.5, 9_950n],
      ['2.5', 9_750n],
    ] as const) {
      const { status, body } = await build(slippage)
      expect(status).toBe(200)
      const { toAmount, minimumToAmount } = body as { toAmount: string; minimumToAmount: string }
      expect(BigInt(minimumToAmount)).toBe((BigInt(toAmount) * kept) / 10_000n)
    }
    for (const [slippage, message] of [
      [0, 'slippage must be above 0 and at most 50'],
      [51, 'slippage must be above 0 and at most 50'],
      [-1, 'slippage must be a percentage such as 1 or 0.5'],
      [0.00001, 'slippage must be a percentage such as 1 or 0.5'],
      [true, 'slippage must be a percentage such as 1 or 0.5'],
    ] as const) {
      const { status, body } = await build(slippage)
      expect({ status, message: errorOf(body) }).toEqual({ status: 400, message })
    }
  })

  test('gas price: the node’s', async () => {
    const { client } = setup()
    const { status, body } = await get('/v1/convert/gas-price', {
      chainId: `eip155:${devnet.chains[index]!.chainId}`,
    })
    expect(status).toBe(200)
    expect(checkConvertApiBody(convertGasPriceResponseSchema, body).success).toBe(true)
    expect(BigInt(body.standard as string)).toBe(await client.getGasPrice())
  })

  test('bad inputs: 400 naming the field', async () => {
    const { caip, lkd, account, native } = setup()
    const user = caip(account.address)
    const quotes = (query: Record<string, string>) =>
      get('/v1/convert/quotes', {
        amount: '1000',
        userAddress: user,
        from: native,
        to: caip(lkd.address),
        ...query,
      })
    const cases: [Promise<{ status: number; body: Record<string, unknown> }>, string][] = [
      [
        quotes({ to: caip('0x00000000000000000000000000000000000dead1') }),
        'to is not a token of the',
      ],
      [quotes({ amount: '0' }), 'amount must be greater than zero'],
      [quotes({ amount: '-5' }), 'amount must be greater than zero'],
      [quotes({ amount: '1.5' }), 'amount must be a whole number of base units'],
      [quotes({ to: native }), 'to must differ from from'],
      [quotes({ from: 'eth' }), 'from must be a CAIP-10 address'],
      [
        post('/v1/convert/build-transaction', {
          amount: '1000',
          slippage: '0',
          from: native,
          to: caip(lkd.address),
          userAddress: user,
        }),
        'slippage must be above 0 and at most 50',
      ],
      [
        post('/v1/convert/build-transaction', {
          amount: '1000',
          slippage: '51',
          from: native,
          to: caip(lkd.address),
          userAddress: user,
        }),
        'slippage must be above 0 and at most 50',
      ],
      [
        get('/v1/convert/build-approve', {
          userAddress: user,
          from: native,
          to: caip(lkd.address),
        }),
        'from is the native coin, which needs no approval',
      ],
      [get('/v1/convert/allowance', { tokenAddress: caip(lkd.address) }), 'userAddress'],
    ]
    for (const [request, message] of cases) {
      const { status, body } = await request
      expect(status).toBe(400)
      expect(errorOf(body)).toContain(message)
    }
  })
})

test('a network without a market answers the spec’s errors', async () => {
  const user = `eip155:31339:${devAccounts[3]!.address}`
  const native = `eip155:31339:${eip155NativeTokenAddress}`
  for (const [path, query] of [
    ['/v1/convert/tokens', { chainId: 'eip155:31339' }],
    ['/v1/convert/tokens', { chainId: 'eip155:1' }],
    [
      '/v1/convert/quotes',
      {
        amount: '1',
        userAddress: user,
        from: native,
        to: `eip155:31339:${devAccounts[0]!.address}`,
      },
    ],
  ] as const) {
    const { status, body } = await get(path, query)
    expect(status).toBe(400)
    expect(errorOf(body)).toBe('Network not supported for Swaps')
  }
  const gas = await get('/v1/convert/gas-price', { chainId: 'eip155:31339' })
  expect(gas.status).toBe(400)
  expect(errorOf(gas.body)).toBe('Network not supported for Gas Price')
})

test('a malformed chain id is a 400 naming it, on every convert route', async () => {
  const message = (got: string) =>
    `must be an eip155 id with the chain id in decimal digits, such as eip155:1, got '${got}'`
  for (const [path, query] of [
    ['/v1/convert/tokens', { chainId: 'eip155:abc' }],
    ['/v1/convert/gas-price', { chainId: 'eip155:-1' }],
  ] as const) {
    const { status, body } = await get(path, query)
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        error: expect.objectContaining({
          code: 'INVALID_PARAMETER',
          message: `chainId ${message(query.chainId)}`,
        }),
      },
    })
  }
})

test('prices come from the pools: a large swap moves the token’s price', async () => {
  const chain = devnet.chains[0]!
  const { caip, lkd, native, send, account } = chainTools(chain, devAccounts[5]!.privateKey)
  const price = async () => {
    const { body } = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [caip(lkd.address)],
    })
    return (body.fungibles as { price: number }[])[0]!.price
  }
  const before = await price()
  // The earlier swaps moved it a little from the reference price of 1.
  expect(before).toBeCloseTo(1, 2)
  const built = await post('/v1/convert/build-transaction', {
    amount: parseEther('100').toString(),
    slippage: '50',
    from: native,
    to: caip(lkd.address),
    userAddress: caip(account.address),
  })
  expect((await send((built.body as { tx: never }).tx)).status).toBe('success')
  // The pools are read again once the price cache's 2 s have passed.
  clock += 2_000
  // ETH bought LKD: LKD is scarcer in the pool, so dearer.
  expect(await price()).toBeGreaterThan(before * 1.1)
})
