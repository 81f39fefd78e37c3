import { createHash } from 'node:crypto'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** The address families of Bitcoin's networks: mainnet, the test networks (testnet, signet), regtest. */
export type BitcoinAddressNetwork = 'main' | 'test' | 'regtest'

/** What a Bitcoin address is: its output type and the networks whose addresses have its form. */
export type BitcoinAddress = {
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'
  /** Base58 test addresses (`m…`, `n…`, `2…`) serve testnet, signet and regtest alike. */
  networks: readonly BitcoinAddressNetwork[]
}

const base58check = createBase58check((data) => createHash('sha256').update(data).digest())

// Base58 version bytes (BIP-13 / Bitcoin Core's chainparams).
const base58Versions: Record<number, BitcoinAddress> = {
  0: { type: 'p2pkh', networks: ['main'] },
  5: { type: 'p2sh', networks: ['main'] },
  111: { type: 'p2pkh', networks: ['test', 'regtest'] },
  196: { type: 'p2sh', networks: ['test', 'regtest'] },
}
const bech32Prefixes: Record<string, BitcoinAddressNetwork> = {
  bc: 'main',
  tb: 'test',
  bcrt: 'regtest',
}

function readBase58(value: string): BitcoinAddress | undefined {
  try {
    const payload = base58check.decode(value)
    return payload.length === 21 ? base58Versions[payload[0] ?? -1] : undefined
  } catch {
    return undefined
  }
}

function readSegwit(value: string): BitcoinAddress | undefined {
  // BIP-173: all lower case or all upper case, never mixed.
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  const network = bech32Prefixes[lower.slice(0, Math.max(0, separator))]
  if (!network) return undefined
  // Witness version 0 is checksummed with bech32 (BIP-173), versions 1 to 16 with bech32m (BIP-350).
  const version0 = bech32.decodeUnsafe(lower, 90)
  const version1 = version0 ? undefined : bech32m.decodeUnsafe(lower, 90)
  const decoded = version0 ?? version1
  const [version, ...words] = decoded?.words ?? []
  if (version === undefined || (version === 0) !== Boolean(version0)) return undefined
  let program: Uint8Array
  try {
    program = bech32.fromWords(words)
  } catch {
    return undefined
  }
  if (version === 0 && program.length === 20) return { type: 'p2wpkh', networks: [network] }
  if (version === 0 && program.length === 32) return { type: 'p2wsh', networks: [network] }
  if (version === 1 && program.length === 32) return { type: 'p2tr', networks: [network] }
  return undefined
}

/**
 * Reads a Bitcoin address, checksum included: P2PKH and P2SH in base58check (`1…`, `3…`; `m…`,
 * `n…`, `2…` on the test networks), P2WPKH and P2WSH in bech32, P2TR in bech32m (`bc1…`, `tb1…`,
 * `bcrt1…`). Undefined for anything else.
 */
export function readBitcoinAddress(value: string): BitcoinAddress | undefined {
  if (value.length < 26 || value.length > 90) return undefined
  return /^(bc|tb|bcrt)1/i.test(value) ? readSegwit(value) : readBase58(value)
}
