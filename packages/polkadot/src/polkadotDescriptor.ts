import type { NamespaceDescriptor } from '@latchkey/core'
import { polkadot } from '@latchkey/core/adapter'
import { isSameSs58Account } from './address/isSameSs58Account.js'

/**
 * The polkadot namespace's record with the adapter: core's (basic mode's) plus what the adapter
 * brings, the native balance read from the chain and addresses compared by account across
 * network prefixes (the same key is `15oF…` on Polkadot and `5Grw…` on a dev chain).
 */
export const polkadotDescriptor: NamespaceDescriptor = {
  ...polkadot,
  isSameAddress: isSameSs58Account,
  supports: { ...polkadot.supports, balance: true },
}
