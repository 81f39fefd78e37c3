// A stand-in for the server's convert and on-ramp calls in the views' component tests: a fetch
// answering them from fixed pools (1 ETH = 2000 LKD less 0.3 %), delegating the other data
// routes to core's data API stand-in. It checks what the views ask and show, not the market:
// the real pools, routes and payouts are covered by packages/server's tests and e2e/swap.spec.ts.
import type { OnrampPurchase } from '@latchkey/core/modal'
import { createDataApiStub } from '../../core/test/createDataApiStub.js'

const ether = 10n ** 18n
/** The dev chain's CAIP-10 ids of the stand-in's tokens. */
export const stubTokens = {
  eth: `eip155:31337:0x${'e'.repeat(40)}`,
  lkd: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
}

/** What the stand-in's market does; each may be changed by a test. */
export type MarketStubRoutes = {
  allowance?: bigint
  /** Status to answer the on-ramp options and quotes with instead (the widget's fallbacks). */
  onrampFails?: boolean
  /**
   * The checkout's purchase as `GET /v1/onramp/purchases/{id}` answers it at each poll (its
   * status, amounts); undefined answers 404, as the server does once an unpaid checkout expired.
   */
  purchase?: () => Partial<OnrampPurchase> | undefined
}

/** The checkout page the stand-in's URL generator answers with. */
export const stubCheckoutUrl = 'https://checkout.test/sandbox/p-1?amount=100.00'

/** The stand-in: its fetch and the requests it got. */
export function createMarketStub(address: string, routes: MarketStubRoutes = {}) {
  const data = createDataApiStub({
    balances: {
      [`eip155:31337:${address}`]: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 20_000,
          price: 2,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: '',
        },
        {
          name: 'Latchkey Dollar',
          symbol: 'LKD',
          chainId: 'eip155:31337',
          address: stubTokens.lkd,
          value: 50,
          price: 0.001,
          quantity: { decimals: '18', numeric: '50000' },
          iconUrl: '',
        },
      ],
    },
  })
  const requests: URL[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push(url)
    const query = Object.fromEntries(url.searchParams)
    switch (url.pathname) {
      case '/v1/convert/tokens':
        return json({
          tokens: [
            { name: 'Ether', symbol: 'ETH', address: stubTokens.eth, decimals: 18, logoUri: '' },
            {
              name: 'Latchkey Dollar',
              symbol: 'LKD',
              address: stubTokens.lkd,
              decimals: 18,
              logoUri: '',
            },
          ],
        })
      case '/v1/convert/gas-price':
        return json({ standard: '1000000000', fast: '1100000000', instant: '1250000000' })
      case '/v1/convert/quotes': {
        const amount = BigInt(query.amount ?? '0')
        const rate = query.from === stubTokens.eth ? 2000n * 997n : 997n
        const toAmount = query.from === stubTokens.eth ? (amount * rate) / 1000n : amount / 2000n
        return json({
          quotes: [
            {
              id: null,
              fromAmount: String(amount),
              fromAccount: query.from,
              toAmount: String(toAmount),
              toAccount: query.to,
              priceImpact: '0.31',
              gasLimit: '120000',
            },
          ],
        })
      }
      case '/v1/convert/allowance':
        return json({ allowance: String(routes.allowance ?? 0n) })
      case '/v1/convert/build-transaction': {
        const body = JSON.parse(String(init?.body)) as { amount: string }
        const toAmount = (BigInt(body.amount) * 2000n * 997n) / 1000n
        return json({
          tx: {
            from: `eip155:31337:${address}`,
            to: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
            data: '0x',
            value: body.amount,
            eip155: { gas: '120000', gasPrice: '1000000000' },
          },
          toAmount: String(toAmount),
          minimumToAmount: String((toAmount * 99n) / 100n),
        })
      }
      case '/v1/onramp/options':
        if (routes.onrampFails) return json({ error: { message: 'down' } }, 500)
        return json({
          paymentCurrencies: [
            {
              id: 'USD',
              payment_method_limits: [
                { id: 'card', min: '10.00', max: '7500.00' },
                { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
              ],
            },
          ],
          purchaseCurrencies: [
            {
              id: 'ETH',
              name: 'Ether',
              symbol: 'ETH',
              networks: [
                {
                  name: 'latchkey-devnet',
                  display_name: 'Devnet',
                  contract_address: '',
                  chain_id: '31337',
                },
              ],
            },
          ],
          providers: [
            { id: 'sandbox', label: 'Latchkey Sandbox', feeRange: '1-2%', sandbox: true },
          ],
        })
      case '/v1/onramp/quote': {
        if (routes.onrampFails) return json({ error: { message: 'down' } }, 500)
        const body = JSON.parse(String(init?.body)) as { amount: string }
        const money = (amount: string, currency = 'USD') => ({ amount, currency })
        return json({
          quote: {
            paymentTotal: money(body.amount),
            paymentSubtotal: money(body.amount),
            paymentFee: money('1.00'),
            networkFee: money('0.10'),
            quoteId: 'q1',
            purchaseAmount: money('0.0412', 'ETH'),
          },
        })
      }
      case '/v1/generators/onrampurl':
        return json({ url: stubCheckoutUrl, purchaseId: 'p-1' })
      case '/v1/onramp/purchases/p-1': {
        const purchase = routes.purchase?.()
        if (!purchase)
          return json(
            { error: { code: 'PURCHASE_NOT_FOUND', message: 'No purchase has this id' } },
            404,
          )
        return json({
          purchase: {
            id: 'p-1',
            provider: 'sandbox',
            status: 'created',
            address,
            chainId: 'eip155:31337',
            purchaseCurrency: 'ETH',
            paymentCurrency: 'USD',
            paymentAmount: null,
            purchaseAmount: null,
            txHash: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            ...purchase,
          },
        })
      }
      default:
        return data.fetch(input, init)
    }
  }
  return { fetch: fetch as typeof globalThis.fetch, requests, ether }
}
