import { expect, test } from 'vitest'
import * as server from './index.js'

test('exports', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "ConfigError",
      "DatabaseConnectionError",
      "HttpError",
      "MigrationError",
      "createServer",
      "formatConfigSummary",
      "loadConfig",
      "logLevels",
      "migrations",
      "openDatabase",
      "runMigrations",
      "startServer",
    ]
  `)
})
