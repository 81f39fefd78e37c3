import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import { createIndexer, type Indexer } from './createIndexer.js'
import type { DataConfig } from './DataConfig.js'
import type { DataContext } from './DataContext.js'
import { writeNames } from './writeNames.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The data API's indexer: started at `ready()` (unless `config.data.indexer.enabled` is false). */
    readonly dataIndexer: Indexer
  }
}

/**
 * Decorates the server with the indexer of the data API's EVM chains, made and started at
 * `ready()` (with the configured account names written) and stopped before the database closes.
 */
export function installIndexer(
  server: FastifyInstance,
  parameters: { config: Config; dataConfig: DataConfig; context: DataContext },
): void {
  const { config, dataConfig, context } = parameters
  let indexer: Indexer | undefined
  server.decorate('dataIndexer', {
    getter() {
      if (!indexer)
        throw new Error('The indexer starts during ready(); await server.ready() first.')
      return indexer
    },
  })
  server.addHook('onReady', async () => {
    indexer = createIndexer({
      database: server.database,
      chains: [...context.evmChains.values()].map((chain) => ({
        caipNetworkId: chain.caipNetworkId,
        client: chain.client,
        startBlock: chain.settings.startBlock,
        knownTokens: chain.settings.tokens.map((token) => token.address),
      })),
      pollIntervalMs: config.data?.indexer?.pollIntervalMs,
      batchSize: config.data?.indexer?.batchSize,
      log: server.log,
      // Balances read before a reset describe a chain that is gone.
      onReset: (chainId) => context.balances.deletePrefix(`${chainId}/`),
    })
    if (config.data?.indexer?.enabled !== false && context.evmChains.size > 0) indexer.start()
    const made = indexer
    server.metrics.gauge(
      'latchkey_indexer_blocks',
      "The indexer's view of each chain: the node's head, the block indexed through, and the lag.",
      ['chain', 'kind'],
      (gauge) => {
        for (const { caipNetworkId: chain, head, indexed } of made.progress()) {
          if (head !== undefined) gauge.set({ chain, kind: 'head' }, Number(head))
          if (indexed !== undefined) gauge.set({ chain, kind: 'indexed' }, Number(indexed))
          if (head !== undefined && indexed !== undefined)
            gauge.set({ chain, kind: 'lag' }, Number(head > indexed ? head - indexed : 0n))
        }
      },
    )
    await writeNames(server.database, dataConfig.names)
  })
  // Before the database closes: a step under way commits or rolls back first.
  server.addHook('preClose', async () => {
    await indexer?.stop()
  })
}
