// The on-ramp routes and the sandbox provider over real HTTP: the checkout page is paid with a
// test card and the coins arrive on a real dev chain; purchases outlive a restart.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkDataApiBody,
  checkOnrampApiBody,
  historyResponseSchema,
  onrampOptionsResponseSchema,
  onrampPurchaseResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '@latchkey/core/protocol'
import { devMarketAccount, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devMarketConfig } from '../../test/devMarketConfig.js'
import { type Config, loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { startServer } from '../startServer.js'

let devnet: StartDevChainsReturnType
let dataDir: string
let server: FastifyInstance
let url: string
const configFor = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ LOG_LEVEL: 'silent', LATCHKEY_DATA_DIR: dataDir }),
  chains: devnet.chains.map((chain) => ({
    caipNetworkId: `eip155:${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
  })),
  data: { indexer: { enabled: false }, config: devMarketConfig(devnet.chains) },
  onramp: { sandbox: { payoutPrivateKey: devMarketAccount.privateKey } },
  ...overrides,
})
const start = async (config = configFor()) => {
  server = createServer({ config })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
}
beforeAll(async () => {
  devnet = await startDevChains()
  dataDir = await mkdtemp(join(tmpdir(), 'latchkey-onramp-'))
  await start()
})
afterAll(async () => {
  await server?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await devnet?.stop()
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const getJson = async (path: string) => {
  const response = await fetch(`${url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const errorOf = (body: Record<string, unknown>) => (body.error as { message: string }).message
const payForm = (checkout: string, fields: Record<string, string>) =>
  fetch(checkout.split('?')[0]!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

test('options: USD and EUR with the spec limits, the dev chains’ coins, the sandbox provider', async () => {
  const { status, body } = await getJson('/v1/onramp/options')
  expect(status).toBe(200)
  const checked = checkOnrampApiBody(onrampOptionsResponseSchema, body)
  if (!checked.success) throw new Error(checked.problem)
  expect(checked.output.paymentCurrencies).toEqual(
    ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })),
  )
  const eth = checked.output.purchaseCurrencies.find((entry) => entry.id === 'ETH')
  expect(eth?.networks.map((network) => network.name)).toEqual([
    'latchkey-devnet',
    'latchkey-devnet-2',
  ])
  expect(checked.output.providers).toEqual([
    { id: 'sandbox', label: 'Sandbox', feeRange: '1-2%', sandbox: true },
  ])
})

describe('quote', () => {
  test('fees and the coins bought at the reference price', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'latchkey-devnet',
    })
    expect(status).toBe(200)
    const checked = checkOnrampApiBody(onrampQuoteResponseSchema, body)
    if (!checked.success) throw new Error(checked.problem)
    // 100.00 less 2 % by card and 0.10 network fee: 97.90 USD at 3000 USD per ETH.
    expect(checked.output.quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '97.90', currency: 'USD' },
      purchaseAmount: { amount: '0.03263333', currency: 'ETH' },
    })
    // By bank account the fee is 1 %; an unknown network falls back to ethereum.
    const ach = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '20000',
      network: 'nowhere',
      paymentMethod: 'ach_bank_account',
    })
    expect(ach.status).toBe(200)
    expect((ach.body.quote as { paymentFee: { amount: string } }).paymentFee.amount).toBe('200.00')
  })

  test('limits: card 10.00–7500.00, bank account 10.00–25000.00, shown in the error', async () => {
    const quote = (amount: string, paymentMethod = 'card', paymentCurrency = 'USD') =>
      post('/v1/onramp/quote', {
        purchaseCurrency: 'ETH',
        paymentCurrency,
        amount,
        network: 'latchkey-devnet',
        paymentMethod,
      })
    for (const [request, message] of [
      [quote('9.99'), 'amount must be from 10.00 to 7500.00 USD by card'],
      [quote('7500.01'), 'amount must be from 10.00 to 7500.00 USD by card'],
      [
        quote('25000.01', 'ach_bank_account', 'EUR'),
        'amount must be from 10.00 to 25000.00 EUR by ach_bank_account',
      ],
      [quote('0'), 'amount must be greater than zero'],
      [quote('100', 'card', 'GBP'), 'paymentCurrency must be USD or EUR'],
    ] as const) {
      const { status, body } = await request
      expect(status).toBe(400)
      expect(errorOf(body)).toContain(message)
    }
    expect((await quote('10.00')).status).toBe(200)
    expect((await quote('25000.00', 'ach_bank_account')).status).toBe(200)
  })
})

test('checkout: a test card pays, the coins arrive on chain, the purchase and its history entry follow, and outlive a restart', async () => {
  const chain = devnet.chains[1]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const buyer = privateKeyToAddress(generatePrivateKey())
  const generated = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['latchkey-devnet-2'], assets: ['ETH'] }],
    partnerUserId: 'person-1',
    defaultExperience: 'buy',
    presetFiatAmount: 150,
  })
  expect(generated.status).toBe(200)
  const checked = checkOnrampApiBody(onrampUrlResponseSchema, generated.body)
  if (!checked.success) throw new Error(checked.problem)
  const { url: checkout, purchaseId } = checked.output
  expect(checkout).toBe(`${url}/onramp/sandbox/checkout/${purchaseId}?amount=150.00`)

  const page = await fetch(checkout)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<label for="card">Card number</label>')
  expect(html).toContain('value="150.00"')

  // Declined card, and an amount outside the limits: the form again, with the reason.
  const declined = await payForm(checkout, {
    amount: '150.00',
    currency: 'USD',
    cardNumber: '4000 0000 0000 0002',
  })
  expect(declined.status).toBe(400)
  expect(await declined.text()).toContain('This card was declined')
  const tooSmall = await payForm(checkout, {
    amount: '5',
    currency: 'USD',
    cardNumber: '4242 4242 4242 4242',
  })
  expect(tooSmall.status).toBe(400)
  expect(await tooSmall.text()).toContain('The amount must be from 10.00 to 7500.00 USD.')

  const status = async () => {
    const { body } = await getJson(`/v1/onramp/purchases/${purchaseId}`)
    const purchase = checkOnrampApiBody(onrampPurchaseResponseSchema, body)
    if (!purchase.success) throw new Error(purchase.problem)
    return purchase.output.purchase
  }
  expect((await status()).status).toBe('created')
  expect(await client.getBalance({ address: buyer })).toBe(0n)

  const paid = await payForm(checkout, {
    amount: '150.00',
    currency: 'USD',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  })
  expect(paid.status).toBe(200)
  expect(await paid.text()).toContain('Payment complete')
  const purchase = await status()
  // 150.00 less 3.00 and 0.10: 146.90 USD at 3000 USD per ETH.
  expect(purchase).toMatchObject({
    status: 'confirmed',
    purchaseAmount: '0.04896666',
    paymentAmount: '150.00',
    chainId: 'eip155:31338',
  })
  expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.04896666'))
  const receipt = await client.getTransactionReceipt({ hash: purchase.txHash as `0x${string}` })
  expect(receipt.from.toLowerCase()).toBe(devMarketAccount.address.toLowerCase())

  // Paying twice does nothing more.
  await payForm(checkout, { amount: '150.00', currency: 'USD', cardNumber: '4242424242424242' })
  expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.04896666'))

  const history = async () => {
    const { status: code, body } = await getJson(`/v1/account/${buyer}/history?onramp=sandbox`)
    expect(code).toBe(200)
    const parsed = checkDataApiBody(historyResponseSchema, body)
    if (!parsed.success) throw new Error(parsed.problem)
    return parsed.output.data
  }
  const [entry] = await history()
  expect(entry).toMatchObject({
    metadata: {
      operationType: 'buy',
      hash: purchase.txHash,
      status: 'confirmed',
      chain: 'eip155:31338',
    },
    transfers: [
      { direction: 'in', quantity: { numeric: '0.04896666' }, fungible_info: { symbol: 'ETH' } },
    ],
  })

  await server.close()
  await start()
  expect((await status()).status).toBe('confirmed')
  expect(await history()).toHaveLength(1)
})

test('a token purchase pays the ERC-20', async () => {
  const chain = devnet.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const buyer = privateKeyToAddress(generatePrivateKey())
  const { body } = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['latchkey-devnet'], assets: ['LKD'] }],
    partnerUserId: 'person-2',
  })
  const paid = await payForm(body.url as string, {
    amount: '25.00',
    currency: 'EUR',
    cardNumber: '4242424242424242',
  })
  expect(paid.status).toBe(200)
  // 25.00 EUR less 0.50 and 0.10 is 24.40 EUR, 26.84 USD at 1 USD per LKD.
  expect(
    await client.readContract({
      address: chain.token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    }),
  ).toBe(parseEther('26.84'))
})

test('without a configured provider the on-ramp has none', async () => {
  for (const config of [configFor({ onramp: undefined })]) {
    const other = createServer({
      config: { ...config, dataDir: await mkdtemp(join(tmpdir(), 'latchkey-onramp-off-')) },
    })
    const base = await other.listen({ host: '127.0.0.1', port: 0 })
    try {
      const options = (await (await fetch(`${base}/v1/onramp/options`)).json()) as {
        providers: unknown[]
      }
      expect(options.providers).toEqual([])
      const quote = await fetch(`${base}/v1/onramp/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'ethereum',
        }),
      })
      expect(await quote.json()).toMatchObject({ error: { code: 'ONRAMP_UNAVAILABLE' } })
      expect(quote.status).toBe(404)
    } finally {
      await other.close()
    }
  }
})

describe('production mode', () => {
  // A server started from the environment as an operator starts it, with the sandbox configured
  // (as the dev stack does): in production it must neither offer the sandbox nor serve its page.
  const startFrom = async (env: Record<string, string>, directory: string) => {
    const loaded = loadConfig({
      LOG_LEVEL: 'silent',
      LATCHKEY_DATA_DIR: directory,
      LATCHKEY_PUBLIC_URL: 'https://latchkey.example.com',
      LATCHKEY_CORS_ORIGINS: 'https://app.example.com',
      ...env,
    })
    const { chains, data, onramp } = configFor()
    const started = await startServer({ config: { ...loaded, port: 0, chains, data, onramp } })
    return { ...started, production: loaded.production }
  }
  const call = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { origin: 'https://app.example.com', ...init.headers },
    })
  const generate = (base: string, buyer: string) =>
    call(base, '/v1/generators/onrampurl', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: buyer, blockchains: ['latchkey-devnet'], assets: ['ETH'] }],
        partnerUserId: 'person-production',
      }),
    })

  test.each<Record<string, string>>([
    { NODE_ENV: 'production' },
    { NODE_ENV: 'development', LATCHKEY_ENV: 'production' },
  ])('%o: no sandbox provider, no checkout page, no payout', async (env) => {
    const directory = await mkdtemp(join(tmpdir(), 'latchkey-onramp-production-'))
    const buyer = privateKeyToAddress(generatePrivateKey())
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    try {
      // A checkout opened while the same database ran in development...
      const development = await startFrom({ LATCHKEY_ENV: 'development' }, directory)
      let checkoutPath: string
      try {
        const generated = await generate(development.url, buyer)
        expect(generated.status).toBe(200)
        const { purchaseId } = (await generated.json()) as { purchaseId: string }
        checkoutPath = `/onramp/sandbox/checkout/${purchaseId}`
      } finally {
        await development.close()
      }

      // ...is not served once the server runs in production.
      const production = await startFrom(env, directory)
      try {
        expect(production.production).toBe(true)
        const options = await call(production.url, '/v1/onramp/options')
        expect(options.status).toBe(200)
        const body = (await options.json()) as {
          providers: unknown[]
          purchaseCurrencies: unknown[]
        }
        expect(body.providers).toEqual([])
        expect(body.purchaseCurrencies).toEqual([])

        const generated = await generate(production.url, buyer)
        expect(generated.status).toBe(404)
        expect(await generated.json()).toMatchObject({ error: { code: 'ONRAMP_UNAVAILABLE' } })
        const quote = await call(production.url, '/v1/onramp/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            purchaseCurrency: 'ETH',
            paymentCurrency: 'USD',
            amount: '100',
            network: 'latchkey-devnet',
            provider: 'sandbox',
          }),
        })
        expect(quote.status).toBe(404)
        expect(await quote.json()).toMatchObject({ error: { code: 'ONRAMP_UNAVAILABLE' } })

        const page = await fetch(`${production.url}${checkoutPath}`)
        expect(page.status).toBe(404)
        expect(await page.text()).not.toContain('Card number')
        const pay = await fetch(`${production.url}${checkoutPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            amount: '100.00',
            currency: 'USD',
            cardNumber: '4242424242424242',
          }).toString(),
        })
        expect(pay.status).not.toBe(200)
        expect(await pay.text()).not.toContain('Payment complete')
        expect(await client.getBalance({ address: buyer })).toBe(0n)
      } finally {
        await production.close()
      }
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })

  test('LATCHKEY_ENV=development wins over NODE_ENV=production: the sandbox is served', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latchkey-onramp-development-'))
    try {
      const development = await startFrom(
        { NODE_ENV: 'production', LATCHKEY_ENV: 'development' },
        directory,
      )
      try {
        expect(development.production).toBe(false)
        const options = (await (await call(development.url, '/v1/onramp/options')).json()) as {
          providers: { id: string }[]
        }
        expect(options.providers.map((provider) => provider.id)).toEqual(['sandbox'])
        const generated = await generate(development.url, privateKeyToAddress(generatePrivateKey()))
        expect(generated.status).toBe(200)
        const { url: checkout } = (await generated.json()) as { url: string }
        expect(checkout).toMatch(/^https:\/\/latchkey\.example\.com\/onramp\/sandbox\/checkout\//)
        const page = await fetch(`${development.url}${new URL(checkout).pathname}`)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('<label for="card">Card number</label>')
      } finally {
        await development.close()
      }
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
