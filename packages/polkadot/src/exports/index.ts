// The public door of @latchkey/polkadot. It must not import @polkadot/* (see index.test.ts).

export {
  type DecodedSs58Address,
  decodeSs58Address,
} from '../address/decodeSs58Address.js'
export { encodeSs58Address } from '../address/encodeSs58Address.js'
export { InvalidSs58AddressError, InvalidSs58PrefixError } from '../errors/polkadot.js'
