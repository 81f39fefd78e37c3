// The public door of @latchkey/server. Keep one block per module.

export {
  type Config,
  type ConfigEnvironment,
  formatConfigSummary,
  type LogLevel,
  loadConfig,
  logLevels,
} from '../config.js'
export { type CreateServerParameters, createServer } from '../createServer.js'
export type { Database, DatabaseTransaction, QueryResult } from '../db/Database.js'
export { migrations } from '../db/migrations/index.js'
export type { Migration } from '../db/migrations/Migration.js'
export { type OpenDatabaseParameters, openDatabase } from '../db/openDatabase.js'
export {
  type RunMigrationsParameters,
  type RunMigrationsReturnType,
  runMigrations,
} from '../db/runMigrations.js'
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export { ConfigError } from '../errors/config.js'
export { DatabaseConnectionError } from '../errors/database.js'
export { HttpError } from '../errors/http.js'
export { MigrationError } from '../errors/migration.js'
export type { ErrorBody } from '../http/errorBody.js'
export type { HealthResponse } from '../routes/health.js'
export {
  type StartServerParameters,
  type StartServerReturnType,
  startServer,
} from '../startServer.js'
