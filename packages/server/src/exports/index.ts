// The public door of @latchkey/server. Keep one block per module.

export {
  type ChainConfig,
  type Config,
  type ConfigEnvironment,
  formatConfigSummary,
  type LogLevel,
  loadConfig,
  logLevels,
} from '../config.js'
export { type CreateServerParameters, createServer } from '../createServer.js'
export type { Indexer, IndexerBatch } from '../data/createIndexer.js'
export type {
  DataChainConfig,
  DataConfig,
  DataNativeCurrency,
  DataNftCollection,
  DataToken,
} from '../data/DataConfig.js'
export type { DataOverrides } from '../data/DataOverrides.js'
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
export { DataConfigError } from '../errors/data.js'
export { DatabaseConnectionError } from '../errors/database.js'
export { HttpError } from '../errors/http.js'
export { MigrationError } from '../errors/migration.js'
export { InvalidParameterError } from '../errors/parameter.js'
export {
  InvalidProjectInputError,
  ProjectAccessError,
  ProjectNotFoundError,
} from '../errors/project.js'
export { WalletCatalogError } from '../errors/registry.js'
export type { ErrorBody } from '../http/errorBody.js'
export type {
  ServerChain,
  ServerNamespace,
  VerifySIWXSignatureParameters,
} from '../namespaces/ServerNamespace.js'
export {
  type AddProjectParameters,
  type AddProjectReturnType,
  addProject,
} from '../projects/addProject.js'
export {
  type CreateProjectAccessParameters,
  createProjectAccess,
  type ProjectAccess,
  type ProjectAccessRequest,
  type ProjectAccessResult,
} from '../projects/createProjectAccess.js'
export { listProjects } from '../projects/listProjects.js'
export type { Project } from '../projects/Project.js'
export {
  isProjectErrorCode,
  type ProjectErrorCode,
  projectErrorCodes,
  projectErrors,
} from '../projects/projectErrorCodes.js'
export { type RemoveProjectParameters, removeProject } from '../projects/removeProject.js'
export type { GetWalletsParameters, GetWalletsReturnType } from '../registry/getWallets.js'
export {
  type ImportWalletsParameters,
  type ImportWalletsReturnType,
  importWallets,
} from '../registry/importWallets.js'
export {
  type LoadWalletCatalogParameters,
  loadWalletCatalog,
} from '../registry/loadWalletCatalog.js'
export { type MakeWalletIconParameters, makeWalletIcon } from '../registry/makeWalletIcon.js'
export { readWalletCatalogFile } from '../registry/readWalletCatalogFile.js'
export type { GetAnalyticsConfigResponse } from '../registry/registryRoutes.js'
export {
  type SeedRegistryParameters,
  type SeedRegistryReturnType,
  seedRegistry,
} from '../registry/seedRegistry.js'
export type { BadgeType, WalletEntry } from '../registry/WalletEntry.js'
export type { HealthResponse } from '../routes/health.js'
export type { ParsedSIWXMessage } from '../siwx/ParsedSIWXMessage.js'
export {
  type StartServerParameters,
  type StartServerReturnType,
  startServer,
} from '../startServer.js'
