import { expect, test } from 'vitest'
import * as server from './index.js'

test('exports', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "ConfigError",
      "DataConfigError",
      "DatabaseConnectionError",
      "HttpError",
      "InvalidParameterError",
      "InvalidProjectInputError",
      "MigrationError",
      "ProjectAccessError",
      "ProjectNotFoundError",
      "WalletCatalogError",
      "addProject",
      "createProjectAccess",
      "createServer",
      "formatConfigSummary",
      "importWallets",
      "isProjectErrorCode",
      "listProjects",
      "loadConfig",
      "loadWalletCatalog",
      "logLevels",
      "makeWalletIcon",
      "migrations",
      "openDatabase",
      "projectErrorCodes",
      "projectErrors",
      "readWalletCatalogFile",
      "removeProject",
      "runMigrations",
      "seedRegistry",
      "startServer",
    ]
  `)
})
