// Builds what createLatchkey gives an adapter at setup, from core's public pieces, and records
// the events the adapter reports. No wallet or chain stands behind it: tests bring their own.
import {
  type AdapterContext,
  type AdapterEventMap,
  type CaipNetwork,
  defineNetwork,
} from '@latchkey/core'
import { createEmitter, createStorage } from '@latchkey/core/adapter'

/** An event the adapter emitted, as [name, payload]. */
type RecordedEvent = {
  [name in keyof AdapterEventMap]: [name, AdapterEventMap[name]]
}[keyof AdapterEventMap]

/** An adapter context with an in-memory storage, plus the list of events emitted through it. */
export function createTestContext(overrides: Partial<AdapterContext> = {}) {
  const emitter = createEmitter<AdapterEventMap>()
  const events: RecordedEvent[] = []
  emitter.on('accountsChanged', (payload) => events.push(['accountsChanged', payload]))
  emitter.on('chainChanged', (payload) => events.push(['chainChanged', payload]))
  emitter.on('disconnect', () => events.push(['disconnect', undefined]))
  const context: AdapterContext = {
    networks: [],
    emitter,
    storage: createStorage(),
    projectId: undefined,
    metadata: undefined,
    debug: false,
    ...overrides,
  }
  return { context, events }
}

/** A dev chain (from `startDevChains`) as the CaipNetwork a dapp would configure. */
export function toCaipNetwork(
  chain: {
    chainId: number
    name: string
    rpcUrl: string
    nativeCurrency: CaipNetwork['nativeCurrency']
  },
  explorerUrl?: string,
): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: explorerUrl ? { default: { name: 'Explorer', url: explorerUrl } } : undefined,
  })
}
