// Decides whether the Redis tests run, and how they reach a server.
import { findRedisServer, startRedis } from './startRedis.js'

/** How to turn the Redis tests on; shown in the name of the skipped suite. */
const enableRedisTests =
  "set LATCHKEY_TEST_REDIS=1 (or CI=true) with Debian's redis-server installed"

/** A Redis server for a test file, or why its tests are skipped. */
export type TestRedis =
  | { enabled: false; reason: string }
  | { enabled: true; start(): Promise<{ url: string; stop(): Promise<void> }> }

/** Reads LATCHKEY_TEST_REDIS and CI: the tests run when asked and the binary is there. */
export function getTestRedis(env: Record<string, string | undefined> = process.env): TestRedis {
  const asked = env.LATCHKEY_TEST_REDIS === '1' || env.CI === 'true'
  if (!asked) return { enabled: false, reason: enableRedisTests }
  // An explicit ask fails loudly when the binary is missing; CI alone skips.
  if (!findRedisServer() && env.LATCHKEY_TEST_REDIS !== '1')
    return { enabled: false, reason: 'redis-server is not installed' }
  return { enabled: true, start: startRedis }
}
