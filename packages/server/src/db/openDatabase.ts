import { join } from 'node:path'
import type { Config } from '../config.js'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { Database } from './Database.js'

/** Parameters of `openDatabase`: the database part of the config, plus where idle errors go. */
export type OpenDatabaseParameters = Pick<Config, 'dataDir' | 'databaseUrl'> & {
  onIdleError?: ((error: Error) => void) | undefined
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite under `dataDir/pglite`. */
export function openDatabase(parameters: OpenDatabaseParameters): Promise<Database> {
  if (parameters.databaseUrl)
    return createPostgresDatabase({
      url: parameters.databaseUrl,
      onIdleError: parameters.onIdleError,
    })
  return createPgliteDatabase(join(parameters.dataDir, 'pglite'))
}
