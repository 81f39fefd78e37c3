import type { OnrampOptionsResponse, OnrampProvider } from '../data/onrampApi.js'
import { onRampDefaultLimits } from './onrampLimits.js'

const limits = Object.entries(onRampDefaultLimits).map(([id, limit]) => ({ id, ...limit }))

/** The providers shown when the server lists none (spec section 9: two, with fees of 1-2%). */
export const defaultOnRampProviders: readonly OnrampProvider[] = [
  { id: 'coinbase', label: 'Coinbase', feeRange: '1-2%', sandbox: false },
  { id: 'meld', label: 'Meld.io', feeRange: '1-2%', sandbox: false },
]

/**
 * The built-in options used when `GET /v1/onramp/options` fails (spec section 7): USD and EUR
 * with the default limits, and the native coin of the active network (chain id as a decimal
 * string) under the on-ramp network name `network`.
 */
export function getDefaultOnRampOptions(parameters: {
  chainId: string
  network: string
  networkName: string
  symbol: string
  name: string
}): OnrampOptionsResponse {
  return {
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
    purchaseCurrencies: [
      {
        id: parameters.symbol,
        name: parameters.name,
        symbol: parameters.symbol,
        networks: [
          {
            name: parameters.network,
            display_name: parameters.networkName,
            contract_address: '',
            chain_id: parameters.chainId,
          },
        ],
      },
    ],
    providers: [...defaultOnRampProviders],
  }
}
