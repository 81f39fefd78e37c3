import { http } from 'viem'

/**
 * The HTTP transport the dev chains' setup talks to anvil through. A minute per request, not
 * viem's 10 s: test suites start many anvils at once, and on a busy two-core machine one took
 * more than 10 s to accept a transaction (which a retry would only send again).
 */
export function devTransport(rpcUrl: string) {
  return http(rpcUrl, { timeout: 60_000 })
}
