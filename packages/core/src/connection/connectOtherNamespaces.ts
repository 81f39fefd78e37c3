import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { Connector } from '../connectors/Connector.js'
import { applyConnection } from './applyConnection.js'
import { findSource } from './findSource.js'
import { refreshBalance } from './refreshBalance.js'

/**
 * After a wallet connected `connected`, connects the other namespaces the same wallet offers: each
 * member of a multi-chain entry (the wallet asks again for each), or each namespace a WalletConnect
 * session already holds (no new pairing). The active namespace and the modal stay as they are; a
 * namespace that fails or is declined stays disconnected, logged. Resolves with the namespaces
 * connected.
 */
export async function connectOtherNamespaces(
  context: LatchkeyClient,
  connected: Connector,
  entry: Connector | undefined,
): Promise<ChainNamespace[]> {
  const { chains, connectors } = context.stores
  const source = findSource(context, connected)
  const pairing = source.kind === 'walletConnect'
  const discovered = connectors.getState().discovered
  const members: Connector[] = pairing
    ? context.options.namespaces.flatMap(
        (namespace) => discovered[namespace]?.filter((member) => member.id === connected.id) ?? [],
      )
    : [...(entry?.type === 'MULTI_CHAIN' ? (entry.connectors ?? []) : [])]
  const done: ChainNamespace[] = []
  for (const member of members) {
    const namespace = member.chain
    const adapter = context.adapters.get(namespace)
    const previous = chains.getState().chains[namespace]
    if (namespace === connected.chain || !adapter || previous?.account.status === 'connected')
      continue
    chains.setAccount(namespace, { status: 'connecting' })
    try {
      const memberSource = findSource(context, member)
      const target = { connector: member, namespace }
      const granted = pairing
        ? await memberSource.reconnect(target)
        : await memberSource.connect(target)
      if (!granted) {
        chains.setAccount(namespace, { status: 'disconnected' })
        continue
      }
      const attached = await adapter.attach({
        provider: granted.provider,
        accounts: granted.accounts,
        chainId: granted.chainId,
        requestedChainId: previous?.network.caipNetwork?.id,
      })
      applyConnection(context, member, attached, granted)
      refreshBalance(context, namespace)
      done.push(namespace)
    } catch (error) {
      chains.setAccount(namespace, { status: 'disconnected' })
      logDebug(context, `Could not connect the wallet's ${namespace} account`, error)
    }
  }
  return done
}
