import { randomUUID } from 'node:crypto'
import { type OnrampPurchase, type PurchaseCurrency, pollReceipt } from '@latchkey/core/protocol'
import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  type PublicClient,
  parseUnits,
  TransactionReceiptNotFoundError,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { PriceSource } from '../data/createPriceSource.js'
import type { DataChainConfig } from '../data/DataConfig.js'
import { getNativeAssetId } from '../data/getNativeAssetId.js'
import type { Database } from '../db/Database.js'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import type { OnrampProvider, OnrampQuoteInput } from './OnrampProvider.js'
import { defaultPaymentCurrencies, getOnrampChainId, getOnrampNetwork } from './onrampDefaults.js'
import { getPurchase, insertPurchase, updatePurchase } from './purchases.js'

/** A dev chain the sandbox pays out on. */
export type SandboxChain = {
  caipNetworkId: string
  rpcUrl: string
  client: PublicClient
  settings: DataChainConfig
}

/** The sandbox's fee: 2 % by card, 1 % by bank account (its range '1-2%'), plus 0.10 network fee. */
const feePercent: Record<string, bigint> = { card: 2n, ach_bank_account: 1n }
const networkFeeCents = 10n
/** The sandbox's fixed exchange rate: 1 EUR = 1.10 USD (the dev chains' LKE reference). */
const usdCentsPer: Record<string, bigint> = { USD: 100n, EUR: 110n }
/** Crypto amounts are shown and paid out with at most 8 decimals. */
const cryptoDecimals = 8
/** How long a payout's receipt is waited for before the purchase is marked failed. */
const payoutTimeout = 180_000

/** The test card numbers the checkout accepts; any other is declined. */
const sandboxTestCards = ['4242424242424242', '5555555555554444']

/** The sandbox provider and what its checkout page does. */
export type SandboxProvider = OnrampProvider & {
  /** Pays a checkout: records it paid, sends the coins on chain, waits for them. */
  pay(
    id: string,
    payment: { amount: string; currency: string; cardNumber: string },
  ): Promise<OnrampPurchase>
  /** The account the coins come from. */
  payoutAddress: Address
}

const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}
const fromCents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`

/**
 * The sandbox on-ramp provider: the URL generator opens a checkout page served by this server;
 * paying it with a test card sends real coins from the payout account on the dev chain.
 */
export function createSandboxProvider(parameters: {
  database: () => Database
  publicUrl: () => string
  chains: ReadonlyMap<string, SandboxChain>
  prices: PriceSource
  payoutPrivateKey: Hex
  now?: () => number
}): SandboxProvider {
  const { chains, prices } = parameters
  const now = parameters.now ?? Date.now
  const account = privateKeyToAccount(parameters.payoutPrivateKey)
  // Payouts one at a time: they share the account's nonce.
  let payouts: Promise<unknown> = Promise.resolve()

  const chainOf = (network: string) => {
    const chain = chains.get(getOnrampChainId(network)) ?? [...chains.values()][0]
    if (!chain) throw new HttpError(404, 'ONRAMP_UNAVAILABLE', 'The sandbox has no chain')
    return chain
  }
  const priceOf = (chain: SandboxChain, symbol: string) => {
    const asset = assetOf(chain, symbol)
    const price =
      asset &&
      prices.getUsdPrice({
        assetId: asset.address
          ? `${chain.caipNetworkId}:${asset.address}`
          : getNativeAssetId(chain.caipNetworkId),
        symbol: asset.symbol,
      })
    if (!asset || !price)
      throw new InvalidParameterError(
        'purchaseCurrency',
        `is not sold on ${getOnrampNetwork(chain.caipNetworkId)}, got '${symbol}'`,
      )
    return { asset, price }
  }
  const quote = async (input: OnrampQuoteInput) => {
    const chain = chainOf(input.network)
    const { asset, price } = priceOf(chain, input.purchaseCurrency)
    const currency = input.paymentCurrency.toUpperCase()
    const rate = usdCentsPer[currency]
    if (!rate)
      throw new InvalidParameterError('paymentCurrency', `must be USD or EUR, got '${currency}'`)
    const total = cents(input.amount)
    const fee = (total * (feePercent[input.paymentMethod] ?? 2n) + 99n) / 100n
    const subtotal = total - fee - networkFeeCents
    // Whole coins, truncated to 8 decimals: subtotal (in USD) over the coin's price.
    const usdMicros = (subtotal * rate * 10_000n) / 100n
    const priceMicros = BigInt(Math.round(price * 1_000_000))
    const coins = (usdMicros * 10n ** BigInt(cryptoDecimals)) / priceMicros
    return {
      paymentTotal: { amount: fromCents(total), currency },
      paymentSubtotal: { amount: fromCents(subtotal > 0n ? subtotal : 0n), currency },
      paymentFee: { amount: fromCents(fee), currency },
      networkFee: { amount: fromCents(networkFeeCents), currency },
      quoteId: randomUUID(),
      purchaseAmount: {
        amount: formatUnits(coins > 0n ? coins : 0n, cryptoDecimals),
        currency: asset.symbol,
      },
      provider: 'sandbox',
    }
  }

  return {
    info: { id: 'sandbox', label: 'Sandbox', feeRange: '1-2%', sandbox: true },
    payoutAddress: account.address,
    options: async () => ({
      paymentCurrencies: defaultPaymentCurrencies,
      purchaseCurrencies: listPurchaseCurrencies(chains),
    }),
    quote,
    async createUrl(request) {
      const wallet = request.destinationWallets[0]!
      const network = request.defaultNetwork ?? wallet.blockchains?.[0] ?? 'ethereum'
      const chain = chainOf(network)
      const purchaseCurrency = (
        request.purchaseCurrency ??
        wallet.assets?.[0] ??
        chain.settings.nativeCurrency.symbol
      ).toUpperCase()
      priceOf(chain, purchaseCurrency)
      const id = randomUUID()
      const opened = await insertPurchase(parameters.database(), {
        id,
        provider: 'sandbox',
        address: wallet.address,
        chainId: chain.caipNetworkId,
        purchaseCurrency,
        paymentCurrency: (request.paymentCurrency ?? 'USD').toUpperCase(),
        partnerUserId: request.partnerUserId,
        now: new Date(now()),
      })
      if (!opened)
        throw new HttpError(
          429,
          'TOO_MANY_CHECKOUTS',
          'Too many checkouts are open; try again later',
        )
      const url = new URL(`${parameters.publicUrl()}/onramp/sandbox/checkout/${id}`)
      if (request.presetFiatAmount !== undefined)
        url.searchParams.set('amount', request.presetFiatAmount.toFixed(2))
      return { url: url.toString(), purchaseId: id }
    },
    async pay(id, payment) {
      const database = parameters.database()
      const purchase = await getPurchase(database, id)
      if (purchase?.provider !== 'sandbox')
        throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'No such checkout')
      if (!sandboxTestCards.includes(payment.cardNumber.replace(/\D/g, '')))
        throw new InvalidParameterError(
          'cardNumber',
          'was declined: use a test card such as 4242 4242 4242 4242',
        )
      const chain = chains.get(purchase.chainId)
      if (!chain)
        throw new HttpError(404, 'ONRAMP_UNAVAILABLE', 'The purchase’s chain is not served')
      const priced = await quote({
        purchaseCurrency: purchase.purchaseCurrency,
        paymentCurrency: payment.currency,
        amount: payment.amount,
        network: getOnrampNetwork(chain.caipNetworkId),
        paymentMethod: 'card',
      })
      const paid = await updatePurchase(database, id, {
        from: 'created',
        status: 'pending',
        paymentAmount: priced.paymentTotal.amount,
        paymentCurrency: priced.paymentTotal.currency,
        purchaseAmount: priced.purchaseAmount.amount,
        now: new Date(now()),
      })
      if (!paid) throw new HttpError(409, 'ALREADY_PAID', 'This checkout is paid already')
      const payout = payouts.then(() =>
        settlePayout({
          database,
          account,
          chain,
          purchase,
          asset: priceOf(chain, purchase.purchaseCurrency).asset,
          amount: priced.purchaseAmount.amount,
          now,
        }),
      )
      payouts = payout
      await payout
      return (await getPurchase(database, id))!
    },
  }
}

/** What the sandbox sells: each chain's native coin and tokens, by symbol, with their networks. */
function listPurchaseCurrencies(chains: ReadonlyMap<string, SandboxChain>): PurchaseCurrency[] {
  const purchaseCurrencies = new Map<string, PurchaseCurrency>()
  for (const chain of chains.values()) {
    const assets = [
      { ...chain.settings.nativeCurrency, address: '' },
      ...chain.settings.tokens,
      ...(chain.settings.market?.tokens ?? []),
    ]
    for (const asset of assets) {
      const id = asset.symbol.toUpperCase()
      const entry = purchaseCurrencies.get(id) ?? {
        id,
        name: asset.name,
        symbol: id,
        networks: [],
      }
      if (entry.networks.some((network) => network.chain_id === chain.caipNetworkId.split(':')[1]))
        continue
      entry.networks.push({
        name: getOnrampNetwork(chain.caipNetworkId),
        display_name: chain.caipNetworkId,
        contract_address: asset.address,
        chain_id: chain.caipNetworkId.split(':')[1] ?? '',
      })
      purchaseCurrencies.set(id, entry)
    }
  }
  return [...purchaseCurrencies.values()]
}

/** The asset a symbol names on a chain: the native coin or a listed token. */
function assetOf(chain: SandboxChain, symbol: string) {
  const upper = symbol.toUpperCase()
  if (chain.settings.nativeCurrency.symbol.toUpperCase() === upper)
    return { ...chain.settings.nativeCurrency, address: undefined }
  const tokens = [...chain.settings.tokens, ...(chain.settings.market?.tokens ?? [])]
  return tokens.find((token) => token.symbol.toUpperCase() === upper)
}

/** Sends `amount` of an asset from the payout account on a chain: a transfer, or a native send. */
function sendCoins(
  account: PrivateKeyAccount,
  chain: SandboxChain,
  asset: { decimals: number; address?: Address | undefined },
  to: Address,
  amount: string,
) {
  const value = parseUnits(amount, asset.decimals)
  const wallet = createWalletClient({
    account,
    chain: defineChain({
      id: Number(chain.caipNetworkId.split(':')[1]),
      name: chain.caipNetworkId,
      nativeCurrency: chain.settings.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  return asset.address
    ? wallet.writeContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, value],
      })
    : wallet.sendTransaction({ to, value })
}

/**
 * Sends a paid purchase's coins and follows them to a receipt, marking the purchase with the
 * transaction, then confirmed or failed (also when the send fails or no receipt comes in time).
 */
async function settlePayout(parameters: {
  database: Database
  account: PrivateKeyAccount
  chain: SandboxChain
  purchase: OnrampPurchase
  asset: { decimals: number; address?: Address | undefined }
  amount: string
  now: () => number
}): Promise<void> {
  const { database, account, chain, purchase, asset, amount, now } = parameters
  try {
    const hash = await sendCoins(account, chain, asset, purchase.address as Address, amount)
    await updatePurchase(database, purchase.id, {
      from: 'pending',
      status: 'pending',
      txHash: hash,
      now: new Date(now()),
    })
    // Asked for until it is there (a dev chain makes no block after it to wait for), and
    // for at most payoutTimeout: payouts go one at a time.
    const receipt = await pollReceipt(
      () =>
        chain.client.getTransactionReceipt({ hash }).catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return undefined
          throw error
        }),
      AbortSignal.timeout(payoutTimeout),
    )
    await updatePurchase(database, purchase.id, {
      from: 'pending',
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      now: new Date(now()),
    })
  } catch {
    await updatePurchase(database, purchase.id, {
      from: 'pending',
      status: 'failed',
      now: new Date(now()),
    })
  }
}
