import { u8aEq } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { parseCaip122Message } from './parseCaip122Message.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

// The 32-byte account id an SS58 address (of any network prefix) stands for; undefined for a
// malformed one, a short account index or hex (which decodeAddress would take as a raw key).
const readAccountId = (value: string) => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(value)) return undefined
  try {
    const accountId = decodeAddress(value)
    return accountId.length === 32 ? accountId : undefined
  } catch {
    return undefined
  }
}
const isAddress = (value: string) => readAccountId(value) !== undefined

/**
 * The server's polkadot namespace: SS58 addresses of any network prefix (checksums checked; one
 * account under two prefixes is the same account), CAIP-122 sign-in verified with sr25519,
 * ed25519 or ecdsa, balances from a Substrate node's System.Account storage.
 */
export const polkadot: ServerNamespace = {
  namespace: 'polkadot',
  isAddress,
  addressForm: 'an SS58 Polkadot address',
  normalizeAddress: (address) => address,
  isSameAddress: (a, b) => {
    const [first, second] = [readAccountId(a), readAccountId(b)]
    return first !== undefined && second !== undefined && u8aEq(first, second)
  },
  siwx: {
    chainName: 'Polkadot',
    parseMessage: (message) =>
      parseCaip122Message(message, { namespace: 'polkadot', chainName: 'Polkadot', isAddress }),
    verifySignature: async (parameters) => verifyPolkadotSignature(parameters),
  },
}
