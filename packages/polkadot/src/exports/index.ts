// The public door of @latchkey/polkadot. It must not import @polkadot/* (see index.test.ts), and
// what needs blake2b (SS58 encoding, storage keys) loads in chunks of its own.

export {
  type DecodedSs58Address,
  decodeSs58Address,
} from '../address/decodeSs58Address.js'
export { encodeSs58Address } from '../address/encodeSs58Address.js'
export { isSameSs58Account } from '../address/isSameSs58Account.js'
export {
  InvalidSs58AddressError,
  InvalidSs58PrefixError,
  UnsupportedPolkadotMethodError,
} from '../errors/polkadot.js'
export type { PolkadotNetwork } from '../networks/PolkadotNetwork.js'
export { polkadot } from '../networks/polkadot.js'
export { polkadotImageUrl } from '../networks/polkadotImageUrl.js'
export { westend } from '../networks/westend.js'
export { type PolkadotAdapterParameters, polkadotAdapter } from '../polkadotAdapter.js'
export { polkadotDescriptor } from '../polkadotDescriptor.js'
export type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  SignerPayloadRaw,
  SignerResult,
} from '../provider/InjectedWeb3.js'
export type { PolkadotProvider, PolkadotRequestArguments } from '../provider/PolkadotProvider.js'
export {
  type CreatePolkadotInjectedSourceParameters,
  injectedWeb3ConnectorId,
} from '../source/createPolkadotInjectedSource.js'
