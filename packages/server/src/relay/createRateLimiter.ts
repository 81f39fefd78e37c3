/** Parameters of `createRateLimiter`. */
export type CreateRateLimiterParameters = {
  /** Sustained rate, in requests per second. */
  perSecond: number
  /** Requests allowed at once above the sustained rate. */
  burst: number
}

/** Token buckets per key (a client id): `take` says whether one more request fits now. */
export type RateLimiter = {
  /** Takes `count` tokens (1 by default) when that many are left; else takes none. */
  take(key: string, now?: number, count?: number): boolean
  /** Forgets keys whose bucket has refilled; call from time to time to bound memory. */
  sweep(now?: number): void
}

/** Makes a token-bucket rate limiter. */
export function createRateLimiter(parameters: CreateRateLimiterParameters): RateLimiter {
  const { perSecond, burst } = parameters
  const buckets = new Map<string, { tokens: number; updatedAt: number }>()
  const refill = (bucket: { tokens: number; updatedAt: number }, now: number) =>
    Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond)
  return {
    take(key, now = performance.now(), count = 1) {
      const bucket = buckets.get(key) ?? { tokens: burst, updatedAt: now }
      bucket.tokens = refill(bucket, now)
      bucket.updatedAt = now
      buckets.set(key, bucket)
      if (bucket.tokens < count) return false
      bucket.tokens -= count
      return true
    },
    sweep(now = performance.now()) {
      for (const [key, bucket] of buckets) if (refill(bucket, now) >= burst) buckets.delete(key)
    },
  }
}
