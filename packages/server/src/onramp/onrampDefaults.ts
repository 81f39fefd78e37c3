import type { PaymentCurrency } from '@latchkey/core/protocol'

/** Spec section 9's default limits: card 10.00–7500.00, ACH bank account 10.00–25000.00. */
const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The fiat currencies with their limits (USD and EUR). */
export const defaultPaymentCurrencies: PaymentCurrency[] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: paymentMethodLimits.map((limit) => ({ ...limit })),
}))

/**
 * Spec section 9's chain mapping: the on-ramp's network name for a CAIP-2 id (nine named
 * chains), `ethereum` for any other. The dev chains have names of their own for the sandbox.
 */
const onrampNetworks: Record<string, string> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:56': 'bnb-chain',
  'eip155:137': 'polygon',
  'eip155:324': 'zksync',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche-c-chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'eip155:31337': 'latchkey-devnet',
  'eip155:31338': 'latchkey-devnet-2',
}

/** The on-ramp network name of a CAIP-2 id, with the ethereum fallback. */
export function getOnrampNetwork(caipNetworkId: string): string {
  return onrampNetworks[caipNetworkId] ?? 'ethereum'
}

/** The CAIP-2 id of an on-ramp network name; unknown names fall back to ethereum's. */
export function getOnrampChainId(network: string): string {
  const found = Object.entries(onrampNetworks).find(([, name]) => name === network)
  return found?.[0] ?? 'eip155:1'
}

/** The limits of a currency's payment method, if it has that method. */
export function findLimit(
  currencies: readonly PaymentCurrency[],
  currency: string,
  method: string,
) {
  return currencies
    .find((entry) => entry.id === currency.toUpperCase())
    ?.payment_method_limits.find((limit) => limit.id === method)
}
