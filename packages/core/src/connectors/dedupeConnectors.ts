import type { Connector } from './Connector.js'

/**
 * Drops connectors that reach a wallet another entry already reaches: a second entry with
 * the same chain and id, and an injected connector whose rdns an announced one on its
 * chain has (the wallet announced itself; its page provider is the same wallet).
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const announcedRdns = new Set(
    connectors
      .filter((connector) => connector.type === 'ANNOUNCED' && connector.info?.rdns)
      .map((connector) => `${connector.chain}:${connector.info?.rdns}`),
  )
  const seen = new Set<string>()
  return connectors.filter((connector) => {
    const key = `${connector.chain}:${connector.id}`
    if (seen.has(key)) return false
    seen.add(key)
    const rdns = connector.info?.rdns
    return !(
      connector.type === 'INJECTED' &&
      rdns &&
      announcedRdns.has(`${connector.chain}:${rdns}`)
    )
  })
}
