import type { DataContext } from '../data/DataContext.js'
import type { ServerLimits } from '../serverLimits.js'
import type { createNameSchemas } from './createNameSchemas.js'
import type { NameStore } from './createNameStore.js'

/** What the name service's handlers share: the data API's context, the store, the suffix, the clock. */
export type NameContext = {
  /** The data API's chains, ENS reads and caches (identities and names are dropped on registration). */
  data: DataContext
  /** The records, over the server's database (open once the server is ready). */
  store(): NameStore
  /** Lower case, dotted: `latchkey.eth`. */
  suffix: string
  schemas: ReturnType<typeof createNameSchemas>
  limits: Pick<ServerLimits, 'maxRegisteredNames'>
  /** The clock, in milliseconds (the data API's). */
  now(): number
}
