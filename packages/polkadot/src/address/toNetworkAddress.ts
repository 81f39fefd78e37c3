import { decodeSs58Address } from './decodeSs58Address.js'
import { encodeSs58Address } from './encodeSs58Address.js'

/**
 * The same account written for a network's SS58 prefix (extensions list accounts under 42;
 * Polkadot shows them under 0). An address that is not SS58 is returned as it is.
 */
export function toNetworkAddress(address: string, prefix: number): string {
  try {
    return encodeSs58Address(decodeSs58Address(address).publicKey, prefix)
  } catch {
    return address
  }
}
