import { createRateLimiter } from './createRateLimiter.js'
import type { RelayClient } from './RelayClient.js'
import { RelayError } from './RelayError.js'
import type { RelayLimits } from './relayLimits.js'

/** The relay's request rates, counted per client, per address and per project. */
export type RelayRateLimits = {
  /**
   * Takes one request of `client` from each of its buckets in turn; the error to answer it with
   * (3001) when one is empty, else `undefined`.
   */
  take(client: RelayClient): RelayError | undefined
  /** Forgets the buckets that have refilled, to bound memory. */
  sweep(): void
}

type Rates = Pick<
  RelayLimits,
  | 'requestsPerSecond'
  | 'requestBurst'
  | 'ipRequestsPerSecond'
  | 'ipRequestBurst'
  | 'projectRequestsPerSecond'
  | 'projectRequestBurst'
>

/** Makes the rate limits of one relay node. */
export function createRelayRateLimits(limits: Rates): RelayRateLimits {
  // Keys cost nothing to make: requests are counted per client, per address and per project.
  const buckets = [
    {
      limiter: createRateLimiter({
        perSecond: limits.requestsPerSecond,
        burst: limits.requestBurst,
      }),
      key: (client: RelayClient) => client.clientId,
      message: `more than ${limits.requestsPerSecond} requests per second`,
    },
    {
      limiter: createRateLimiter({
        perSecond: limits.ipRequestsPerSecond,
        burst: limits.ipRequestBurst,
      }),
      key: (client: RelayClient) => client.ip,
      message: `more than ${limits.ipRequestsPerSecond} requests per second from one address`,
    },
    {
      limiter: createRateLimiter({
        perSecond: limits.projectRequestsPerSecond,
        burst: limits.projectRequestBurst,
      }),
      key: (client: RelayClient) => client.projectId ?? '',
      message: `more than ${limits.projectRequestsPerSecond} requests per second to one project`,
    },
  ]
  return {
    take(client) {
      const over = buckets.find(({ limiter, key }) => !limiter.take(key(client)))
      return over && RelayError.rateLimited(`Rate limit exceeded: ${over.message}`)
    },
    sweep() {
      for (const { limiter } of buckets) limiter.sweep()
    },
  }
}
