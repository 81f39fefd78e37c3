import { describe, expect, test } from 'vitest'
import { createRelayRateLimits } from './createRelayRateLimits.js'
import { RelayError } from './RelayError.js'

// Refills take a second per request: within a test, nothing refills.
const limits = {
  requestsPerSecond: 1,
  requestBurst: 3,
  ipRequestsPerSecond: 1,
  ipRequestBurst: 4,
  projectRequestsPerSecond: 1,
  projectRequestBurst: 5,
}
const client = (clientId: string, ip: string, projectId?: string) => ({ clientId, ip, projectId })

describe('createRelayRateLimits', () => {
  test('default: each client has its own burst (3001)', () => {
    const rates = createRelayRateLimits(limits)
    const alice = client('alice', '10.0.0.1', 'p1')
    expect([1, 2, 3].map(() => rates.take(alice))).toEqual([undefined, undefined, undefined])
    const refusal = rates.take(alice)
    expect(refusal).toBeInstanceOf(RelayError)
    expect(refusal).toMatchObject({
      code: 3001,
      shortMessage: 'Rate limit exceeded: more than 1 requests per second',
    })
    expect(rates.take(client('bob', '10.0.0.2', 'p2'))).toBeUndefined()
  })

  test('behavior: the clients of one address share its burst', () => {
    const rates = createRelayRateLimits(limits)
    for (const name of ['a', 'b', 'c', 'd'])
      expect(rates.take(client(name, '10.0.0.1', name))).toBeUndefined()
    expect(rates.take(client('e', '10.0.0.1', 'e'))?.shortMessage).toBe(
      'Rate limit exceeded: more than 1 requests per second from one address',
    )
    expect(rates.take(client('e', '10.0.0.2', 'e'))).toBeUndefined()
  })

  test('behavior: the clients of one project share its burst, those without one too', () => {
    const rates = createRelayRateLimits(limits)
    for (const index of [1, 2, 3, 4, 5])
      expect(rates.take(client(`c${index}`, `10.0.0.${index}`))).toBeUndefined()
    expect(rates.take(client('c6', '10.0.0.6'))?.shortMessage).toBe(
      'Rate limit exceeded: more than 1 requests per second to one project',
    )
    expect(rates.take(client('c6', '10.0.0.6', 'p'))).toBeUndefined()
  })

  test('behavior: a refused request takes nothing from the buckets after the one that refused', () => {
    const rates = createRelayRateLimits({ ...limits, requestBurst: 1 })
    const alice = client('alice', '10.0.0.1', 'p')
    rates.take(alice)
    for (let index = 0; index < 10; index++) expect(rates.take(alice)).toBeInstanceOf(RelayError)
    // The address spent one request of its four: three remain for others.
    for (const name of ['b', 'c', 'd']) expect(rates.take(client(name, '10.0.0.1'))).toBeUndefined()
    expect(rates.take(client('e', '10.0.0.1'))).toBeInstanceOf(RelayError)
  })
})
