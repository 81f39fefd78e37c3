import {
  checkOnrampApiBody,
  type OnrampApiSchema,
  type OnrampOptionsResponse,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from '@latchkey/core/internal'
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../config.js'
import { createChainClient } from '../data/createChainClient.js'
import { createPriceSource } from '../data/createPriceSource.js'
import { loadDataConfig } from '../data/loadDataConfig.js'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import {
  createSandboxProvider,
  type SandboxChain,
  type SandboxProvider,
} from './createSandboxProvider.js'
import { getSandboxSettings } from './getSandboxSettings.js'
import type { OnrampProvider } from './OnrampProvider.js'
import { defaultPaymentCurrencies, findLimit, getOnrampChainId } from './onrampDefaults.js'
import { getPurchase } from './purchases.js'
import { renderCheckoutPage, renderPurchasePage } from './renderCheckoutPage.js'

const idPattern = /^[0-9a-f-]{36}$/

/**
 * The on-ramp (spec section 7): options, quotes and the provider's checkout URL, the purchases'
 * status, and the sandbox provider's checkout page (development, or when configured).
 */
export const onrampRoutes: FastifyPluginAsync<{ config: Config }> = async (server, { config }) => {
  const onRequest = server.checkProject
  const dataConfig = await loadDataConfig(config)
  const prices = createPriceSource(dataConfig.prices)
  const providers: OnrampProvider[] = []
  let sandbox: SandboxProvider | undefined
  const sandboxKey = getSandboxSettings(config)?.payoutPrivateKey
  if (sandboxKey) {
    const chains = new Map<string, SandboxChain>(
      config.chains
        .filter((chain) => chain.caipNetworkId.startsWith('eip155:'))
        .flatMap((chain) => {
          const settings = dataConfig.chains[chain.caipNetworkId]
          if (!settings) return []
          const client = createChainClient({ rpcUrl: chain.rpcUrl })
          return [[chain.caipNetworkId, { ...chain, client, settings }] as const]
        }),
    )
    sandbox = createSandboxProvider({
      database: () => server.database,
      publicUrl: () => server.publicUrl,
      chains,
      prices,
      payoutPrivateKey: sandboxKey,
      now: config.data?.now,
    })
    providers.push(sandbox)
  }

  const check = <schema extends OnrampApiSchema>(schema: schema, value: unknown) => {
    const checked = checkOnrampApiBody(schema, value ?? {})
    if (!checked.success) {
      const [field = 'body', ...rest] = checked.problem.split(': ')
      throw rest.length > 0
        ? new InvalidParameterError(field, rest.join(': '))
        : new InvalidParameterError('body', `is invalid: ${checked.problem}`)
    }
    return checked.output
  }
  const providerOf = (id: string | undefined) => {
    if (providers.length === 0)
      throw new HttpError(404, 'ONRAMP_UNAVAILABLE', 'No on-ramp provider is configured')
    const provider = id === undefined ? providers[0] : providers.find((p) => p.info.id === id)
    if (!provider)
      throw new InvalidParameterError(
        'provider',
        `must be one of ${providers.map((p) => p.info.id).join(', ')}, got '${id}'`,
      )
    return provider
  }
  /** Checks an amount against the currency's payment method limits; the message shows them. */
  const checkLimits = (amount: string, currency: string, method: string) => {
    const limit = findLimit(defaultPaymentCurrencies, currency, method)
    if (!limit)
      throw new InvalidParameterError(
        'paymentCurrency',
        `must be USD or EUR with card or ach_bank_account, got '${currency}' by '${method}'`,
      )
    const value = Number(amount)
    if (value < Number(limit.min) || value > Number(limit.max))
      throw new InvalidParameterError(
        'amount',
        `must be from ${limit.min} to ${limit.max} ${currency.toUpperCase()} by ${method}, got '${amount}'`,
      )
    return limit
  }

  server.get('/v1/onramp/options', { onRequest }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    const options = await Promise.all(providers.map((provider) => provider.options()))
    const purchaseCurrencies = new Map(
      options.flatMap((option) => option.purchaseCurrencies).map((entry) => [entry.id, entry]),
    )
    return {
      paymentCurrencies: options[0]?.paymentCurrencies ?? defaultPaymentCurrencies,
      purchaseCurrencies: [...purchaseCurrencies.values()],
      providers: providers.map((provider) => provider.info),
    } satisfies OnrampOptionsResponse
  })

  server.post('/v1/onramp/quote', { onRequest, bodyLimit: 4_096 }, async (request, reply) => {
    const body = check(onrampQuoteRequestSchema, request.body)
    const provider = providerOf(body.provider)
    const paymentMethod = body.paymentMethod ?? 'card'
    checkLimits(body.amount, body.paymentCurrency, paymentMethod)
    reply.header('cache-control', 'no-store')
    // The chain mapping's fallback: a network the on-ramp does not name is ethereum.
    const known = getOnrampChainId(body.network) !== 'eip155:1' || body.network === 'ethereum'
    return {
      quote: await provider.quote({
        purchaseCurrency: body.purchaseCurrency,
        paymentCurrency: body.paymentCurrency.toUpperCase(),
        amount: body.amount,
        network: known ? body.network : 'ethereum',
        paymentMethod,
      }),
    }
  })

  server.post(
    '/v1/generators/onrampurl',
    { onRequest, bodyLimit: 8_192 },
    async (request, reply) => {
      const body = check(onrampUrlRequestSchema, request.body)
      const provider = providerOf(body.provider)
      if (body.presetFiatAmount !== undefined)
        checkLimits(body.presetFiatAmount.toFixed(2), body.paymentCurrency ?? 'USD', 'card')
      reply.header('cache-control', 'no-store')
      return provider.createUrl(body)
    },
  )

  server.get('/v1/onramp/purchases/:id', { onRequest }, async (request, reply) => {
    const { id } = request.params as { id: string }
    if (!idPattern.test(id)) throw new InvalidParameterError('id', 'must be a purchase id')
    const purchase = await getPurchase(server.database, id)
    if (!purchase) throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'No purchase has this id')
    reply.header('cache-control', 'no-store')
    return { purchase }
  })

  if (!sandbox) return
  const provider = sandbox
  // The checkout page's form posts url-encoded fields; only this plugin parses them.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2_048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(body)
  const limitsText = 'Card: 10.00 to 7500.00 (USD or EUR).'
  const loadCheckout = async (id: string) => {
    const purchase = idPattern.test(id) ? await getPurchase(server.database, id) : undefined
    if (purchase?.provider !== 'sandbox')
      throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'No such checkout')
    return purchase
  }

  server.get('/onramp/sandbox/checkout/:id', async (request, reply) => {
    const purchase = await loadCheckout((request.params as { id: string }).id)
    if (purchase.status !== 'created') return html(reply, 200, renderPurchasePage(purchase))
    const amount = (request.query as { amount?: unknown }).amount
    return html(
      reply,
      200,
      renderCheckoutPage({
        purchase,
        amount: typeof amount === 'string' && /^\d{1,6}(\.\d{1,2})?$/.test(amount) ? amount : '',
        currency: purchase.paymentCurrency,
        limits: limitsText,
      }),
    )
  })

  server.post('/onramp/sandbox/checkout/:id', async (request, reply) => {
    const purchase = await loadCheckout((request.params as { id: string }).id)
    if (purchase.status !== 'created') return html(reply, 200, renderPurchasePage(purchase))
    const form = (request.body ?? {}) as Record<string, string | undefined>
    const amount = (form.amount ?? '').trim()
    const currency = (form.currency ?? 'USD').toUpperCase()
    try {
      if (!/^\d{1,15}(\.\d{1,2})?$/.test(amount))
        throw new InvalidParameterError('amount', 'must be an amount such as 100.00')
      checkLimits(amount, currency, 'card')
      const paid = await provider.pay(purchase.id, {
        amount,
        currency,
        cardNumber: form.cardNumber ?? '',
      })
      return html(reply, 200, renderPurchasePage(paid))
    } catch (error) {
      if (!(error instanceof InvalidParameterError)) throw error
      const message =
        error.parameter === 'amount'
          ? `The amount must be from 10.00 to 7500.00 ${currency === 'EUR' ? 'EUR' : 'USD'}.`
          : error.parameter === 'cardNumber'
            ? 'This card was declined. Use the test card 4242 4242 4242 4242.'
            : error.message
      return html(
        reply,
        400,
        renderCheckoutPage({ purchase, amount, currency, limits: limitsText, error: message }),
      )
    }
  })
}
