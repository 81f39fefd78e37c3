import type { Connector } from './Connector.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'

// Only browser wallets are merged: WalletConnect, the embedded wallet and external SDKs are
// one connector per chain by design and are grouped by their own type.
const mergeableTypes = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED'])

/**
 * Merges browser-wallet connectors of the same name ('Trust Wallet' and 'Trust' alike) on
 * different chains into one MULTI_CHAIN entry that keeps each chain's connector in
 * `connectors`. The entry takes its place, id, name and images from the first one found.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    if (!mergeableTypes.has(connector.type)) continue
    const key = normalizeConnectorName(connector.name)
    const group = groups.get(key)
    // One connector per chain: a second one of a chain stays a separate entry.
    if (!group) groups.set(key, [connector])
    else if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
  }

  const result: Connector[] = []
  for (const connector of connectors) {
    const group = mergeableTypes.has(connector.type)
      ? groups.get(normalizeConnectorName(connector.name))
      : undefined
    if (!group || group.length < 2) result.push(connector)
    else if (group[0] === connector) result.push(toMultiChain(group))
    else if (!group.includes(connector)) result.push(connector)
  }
  return result
}

function toMultiChain(group: readonly Connector[]): Connector {
  const [first] = group as [Connector, ...Connector[]]
  return {
    id: first.id,
    name: first.name,
    type: 'MULTI_CHAIN',
    chain: first.chain,
    imageUrl: group.find((connector) => connector.imageUrl)?.imageUrl,
    imageId: group.find((connector) => connector.imageId)?.imageId,
    explorerId: group.find((connector) => connector.explorerId)?.explorerId,
    info: first.info,
    connectors: group,
  }
}
