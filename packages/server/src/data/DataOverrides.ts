/** Overrides of the data API for tests and embedders (`config.data`); none is read from the environment. */
export type DataOverrides = {
  /** Token lists and prices in the JSON file's shape; used instead of LATCHKEY_DATA_CONFIG. */
  config?: unknown
  /** The clock of the caches, in milliseconds (tests move it instead of waiting). */
  now?: (() => number) | undefined
  indexer?:
    | {
        /** False leaves the indexer stopped; `server.dataIndexer.catchUp()` still runs it. */
        enabled?: boolean | undefined
        /** Milliseconds between looks at a chain's head once caught up (default 1000). */
        pollIntervalMs?: number | undefined
        /** Most blocks read and written in one step (default 100). */
        batchSize?: number | undefined
      }
    | undefined
}
