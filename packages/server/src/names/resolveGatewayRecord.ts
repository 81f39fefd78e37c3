import { encodeAbiParameters, type Hex, zeroAddress } from 'viem'
import type { NameStore } from './createNameStore.js'
import type { ResolveRequest } from './decodeResolveRequest.js'

/** ENSIP-11's coin type of Ethereum. */
const ethereumCoinType = 60n

/** ENSIP-19's default EVM coin type: the address for every EVM chain without one of its own. */
const defaultEvmCoinType = 0x80000000n

/** ENSIP-19's parent of default primary names: `<40 hex>.default.reverse`. */
const defaultReversePattern = /^([0-9a-f]{40})\.default\.reverse$/

/**
 * The ABI-encoded answer of one resolver function for a name, as our names say: under the suffix,
 * a registered (or configured) name's address (for coin types 60, the default EVM one, and the
 * one it was registered for) and text records; for `<address>.default.reverse`, the address's
 * newest name under the suffix. Anything unknown answers empty (the zero address, '' or 0x).
 */
export async function resolveGatewayRecord(
  parameters: { store: NameStore; suffix: string },
  request: ResolveRequest,
): Promise<Hex> {
  const { store, suffix } = parameters
  const { name, record } = request
  const reverse = defaultReversePattern.exec(name)
  if (record.kind === 'name') {
    const [newest] = reverse
      ? (await store.listByAddress(`0x${reverse[1]}`)).filter((entry) =>
          entry.name.endsWith(`.${suffix}`),
        )
      : []
    return encodeAbiParameters([{ type: 'string' }], [newest?.name ?? ''])
  }
  const label = name.endsWith(`.${suffix}`) ? name.slice(0, -suffix.length - 1) : undefined
  const found = label && !label.includes('.') ? await store.find(name) : undefined
  if (record.kind === 'text')
    return encodeAbiParameters([{ type: 'string' }], [found?.attributes[record.key] ?? ''])
  if (record.kind === 'addr')
    return encodeAbiParameters([{ type: 'address' }], [found?.address ?? zeroAddress])
  const answered =
    found &&
    [ethereumCoinType, defaultEvmCoinType, BigInt(found.coinType)].includes(record.coinType)
  return encodeAbiParameters([{ type: 'bytes' }], [answered ? found.address : '0x'])
}
