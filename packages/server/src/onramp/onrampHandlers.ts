import {
  type OnrampOptionsResponse,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from '@latchkey/core/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { readRequest } from '../http/readRequest.js'
import type { SandboxProvider } from './createSandboxProvider.js'
import type { OnrampProvider } from './OnrampProvider.js'
import { defaultPaymentCurrencies, findLimit, getOnrampChainId } from './onrampDefaults.js'
import { getPurchase } from './purchases.js'
import { renderCheckoutPage, renderPurchasePage } from './renderCheckoutPage.js'

/** What the on-ramp's handlers share. */
export type OnrampContext = {
  server: FastifyInstance
  /** The configured providers, the first the default. */
  providers: readonly OnrampProvider[]
}

const idPattern = /^[0-9a-f-]{36}$/
const purchaseSchemas = {
  params: v.object({
    id: v.pipe(v.string(), v.regex(idPattern, 'must be a purchase id')),
  }),
}
const checkoutSchemas = {
  params: v.object({ id: v.string() }),
  query: v.object({ amount: v.optional(v.unknown()) }),
}
const checkoutFormSchemas = {
  params: v.object({ id: v.string() }),
  body: v.object({
    amount: v.optional(v.string()),
    currency: v.optional(v.string()),
    cardNumber: v.optional(v.string()),
  }),
}
const limitsText = 'Card: 10.00 to 7500.00 (USD or EUR).'

function providerOf(context: OnrampContext, id: string | undefined): OnrampProvider {
  const { providers } = context
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
function checkLimits(amount: string, currency: string, method: string) {
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

/** `GET /v1/onramp/options`: what can be bought, paid with what, from whom. */
export function getOnrampOptions(context: OnrampContext) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'public, max-age=60')
    const options = await Promise.all(context.providers.map((provider) => provider.options()))
    const purchaseCurrencies = new Map(
      options.flatMap((option) => option.purchaseCurrencies).map((entry) => [entry.id, entry]),
    )
    return {
      paymentCurrencies: options[0]?.paymentCurrencies ?? defaultPaymentCurrencies,
      purchaseCurrencies: [...purchaseCurrencies.values()],
      providers: context.providers.map((provider) => provider.info),
    } satisfies OnrampOptionsResponse
  }
}

/** `POST /v1/onramp/quote`: a provider's quote for an amount. */
export function postOnrampQuote(context: OnrampContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = readRequest(request, { body: onrampQuoteRequestSchema })
    const provider = providerOf(context, body.provider)
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
  }
}

/** `POST /v1/generators/onrampurl`: the provider's checkout URL. */
export function postOnrampUrl(context: OnrampContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = readRequest(request, { body: onrampUrlRequestSchema })
    const provider = providerOf(context, body.provider)
    if (body.presetFiatAmount !== undefined)
      checkLimits(body.presetFiatAmount.toFixed(2), body.paymentCurrency ?? 'USD', 'card')
    reply.header('cache-control', 'no-store')
    return provider.createUrl(body)
  }
}

/** `GET /v1/onramp/purchases/:id`: a purchase's status. */
export function getOnrampPurchase(context: OnrampContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = readRequest(request, purchaseSchemas).params
    const purchase = await getPurchase(context.server.database, id)
    if (!purchase) throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'No purchase has this id')
    reply.header('cache-control', 'no-store')
    return { purchase }
  }
}

/** An HTML page of the sandbox checkout, framed nowhere and running no script. */
function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(body)
}

async function loadCheckout(context: OnrampContext, id: string) {
  const purchase = idPattern.test(id) ? await getPurchase(context.server.database, id) : undefined
  if (purchase?.provider !== 'sandbox')
    throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'No such checkout')
  return purchase
}

/** `GET /onramp/sandbox/checkout/:id`: the sandbox's checkout page, or the purchase once paid. */
export function getSandboxCheckout(context: OnrampContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { params, query } = readRequest(request, checkoutSchemas)
    const purchase = await loadCheckout(context, params.id)
    if (purchase.status !== 'created') return sendPage(reply, 200, renderPurchasePage(purchase))
    const { amount } = query
    return sendPage(
      reply,
      200,
      renderCheckoutPage({
        purchase,
        amount: typeof amount === 'string' && /^\d{1,6}(\.\d{1,2})?$/.test(amount) ? amount : '',
        currency: purchase.paymentCurrency,
        limits: limitsText,
      }),
    )
  }
}

/** `POST /onramp/sandbox/checkout/:id`: pays a checkout with a test card, or shows what is wrong. */
export function postSandboxCheckout(context: OnrampContext, sandbox: SandboxProvider) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { params, body: form } = readRequest(request, checkoutFormSchemas)
    const purchase = await loadCheckout(context, params.id)
    if (purchase.status !== 'created') return sendPage(reply, 200, renderPurchasePage(purchase))
    const amount = (form.amount ?? '').trim()
    const currency = (form.currency ?? 'USD').toUpperCase()
    try {
      if (!/^\d{1,15}(\.\d{1,2})?$/.test(amount))
        throw new InvalidParameterError('amount', 'must be an amount such as 100.00')
      checkLimits(amount, currency, 'card')
      const paid = await sandbox.pay(purchase.id, {
        amount,
        currency,
        cardNumber: form.cardNumber ?? '',
      })
      return sendPage(reply, 200, renderPurchasePage(paid))
    } catch (error) {
      if (!(error instanceof InvalidParameterError)) throw error
      const message =
        error.parameter === 'amount'
          ? `The amount must be from 10.00 to 7500.00 ${currency === 'EUR' ? 'EUR' : 'USD'}.`
          : error.parameter === 'cardNumber'
            ? 'This card was declined. Use the test card 4242 4242 4242 4242.'
            : error.message
      return sendPage(
        reply,
        400,
        renderCheckoutPage({ purchase, amount, currency, limits: limitsText, error: message }),
      )
    }
  }
}
