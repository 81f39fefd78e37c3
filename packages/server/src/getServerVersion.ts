import { readFileSync } from 'node:fs'

let version: string | undefined

/** The version of @latchkey/server, from its package.json (read once). */
export function getServerVersion(): string {
  // The same relative path holds from src/ (tests) and dist/ (built): both sit beside package.json.
  version ??= (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
  ).version
  return version
}
