// Decides how the PostgreSQL tests reach a server, or why they are skipped.
import { findPostgresBinaries, startPostgres } from './startPostgres.js'

/** How to turn the PostgreSQL tests on; shown in the name of the skipped suite. */
const enablePostgresTests =
  "set LATCHKEY_TEST_DATABASE_URL=postgres://user:password@host/db, or LATCHKEY_TEST_POSTGRES=1 with Debian's postgresql installed"

/** A PostgreSQL server for a test file: one it was given, or one it starts and stops itself. */
export type TestPostgres =
  | { enabled: false; reason: string }
  | { enabled: true; source: string; start(): Promise<{ url: string; stop(): Promise<void> }> }

/** Reads LATCHKEY_TEST_DATABASE_URL, LATCHKEY_TEST_POSTGRES and CI to pick the PostgreSQL under test. */
export function getTestPostgres(
  env: Record<string, string | undefined> = process.env,
): TestPostgres {
  const url = env.LATCHKEY_TEST_DATABASE_URL
  if (url)
    return {
      enabled: true,
      source: 'LATCHKEY_TEST_DATABASE_URL',
      start: async () => ({ url, stop: async () => {} }),
    }
  const asked = env.LATCHKEY_TEST_POSTGRES === '1'
  // CI runs them whenever the binaries are there; an explicit ask fails loudly when they are not.
  if (asked || (env.CI === 'true' && findPostgresBinaries()))
    return { enabled: true, source: 'a temporary cluster', start: startPostgres }
  return { enabled: false, reason: enablePostgresTests }
}
