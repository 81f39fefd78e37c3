import { describe, expect, test } from 'vitest'
import { parseRelayParams } from './parseRelayParams.js'

const limits = { minTtlSeconds: 1, maxTtlSeconds: 100, maxMessageBytes: 16, maxBatchSize: 2 }
const topic = 'a'.repeat(64)
const other = 'b'.repeat(64)
const message = 'aGVsbG8='

function refusal(method: string, params: unknown) {
  try {
    parseRelayParams(method, params, limits)
  } catch (error) {
    return { code: (error as { code: number }).code, message: (error as Error).message }
  }
  throw new Error('accepted')
}

describe('parseRelayParams', () => {
  test('default: each method in the shape the relay serves', () => {
    expect(parseRelayParams('irn_publish', { topic, message, ttl: 30 }, limits)).toEqual({
      method: 'irn_publish',
      messages: [{ topic, message, ttl: 30, tag: 0 }],
    })
    expect(
      parseRelayParams(
        'irn_batchPublish',
        { messages: [{ topic, message, ttl: 30, tag: 7, prompt: true }] },
        limits,
      ),
    ).toEqual({ method: 'irn_batchPublish', messages: [{ topic, message, ttl: 30, tag: 7 }] })
    expect(parseRelayParams('irn_subscribe', { topic }, limits)).toEqual({
      method: 'irn_subscribe',
      topics: [topic],
    })
    expect(parseRelayParams('irn_batchFetchMessages', { topics: [topic, other] }, limits)).toEqual({
      method: 'irn_batchFetchMessages',
      topics: [topic, other],
    })
    expect(
      parseRelayParams('irn_batchUnsubscribe', { subscriptions: [{ id: 'x', topic }] }, limits),
    ).toEqual({ method: 'irn_batchUnsubscribe', topics: [topic] })
    expect(
      parseRelayParams(
        'wc_approveSession',
        {
          sessionTopic: topic,
          pairingTopic: other,
          ttl: 60,
          sessionProposalResponse: message,
          sessionSettlementRequest: 'c2V0dGxl',
        },
        limits,
      ),
    ).toEqual({
      method: 'wc_approveSession',
      sessionTopic: topic,
      pairingTopic: other,
      response: { topic: other, message, ttl: 60, tag: 1101 },
      settlement: { topic, message: 'c2V0dGxl', ttl: 60, tag: 1102 },
    })
  })

  test.each<[string, unknown, number, string]>([
    ['irn_nope', {}, -32600, 'Invalid method: irn_nope'],
    ['toString', {}, -32600, 'Invalid method: toString'],
    ['irn_publish', [], -32600, 'Invalid params: params must be an object'],
    [
      'irn_publish',
      { topic, message, ttl: 30, tag: -1 },
      -32600,
      'Invalid params: params.tag must be an integer from 0 to 2^31 - 1',
    ],
    [
      'irn_publish',
      { message, ttl: 30 },
      -32600,
      'Invalid topic: params.topic must be 64 hex characters',
    ],
    [
      'irn_publish',
      { topic, ttl: 30 },
      -32600,
      'Invalid params: params.message must be a non-empty string',
    ],
    [
      'irn_publish',
      { topic, message: 'a\u0000b', ttl: 30 },
      -32600,
      'Invalid params: params.message must be base64',
    ],
    [
      'irn_publish',
      { topic, message: 'a'.repeat(17), ttl: 30 },
      -32600,
      'Message too large: 17 bytes, more than 16',
    ],
    [
      'irn_publish',
      { topic, message, ttl: 1.5 },
      -32600,
      'Invalid params: params.ttl must be an integer number of seconds',
    ],
    ['irn_publish', { topic, message, ttl: 0 }, -32000, 'TTL too short: 0 s, less than 1 s'],
    ['irn_publish', { topic, message, ttl: 101 }, -32000, 'TTL too long: 101 s, more than 100 s'],
    ['irn_batchPublish', { messages: 'x' }, -32600, 'Invalid params: messages must be an array'],
    ['irn_batchPublish', { messages: [] }, -32600, 'Invalid params: messages is empty'],
    [
      'irn_batchPublish',
      { messages: [1, 2, 3] },
      -32600,
      'Invalid params: messages holds 3 items, more than 2',
    ],
    [
      'irn_batchPublish',
      { messages: [1] },
      -32600,
      'Invalid params: messages[0] must be an object',
    ],
    [
      'irn_batchPublish',
      { messages: [{ topic, message, ttl: 30 }, { topic: 'x' }] },
      -32600,
      'Invalid topic: messages[1].topic must be 64 hex characters',
    ],
    ['irn_subscribe', {}, -32600, 'Invalid topic: topic must be 64 hex characters'],
    [
      'irn_batchSubscribe',
      { topics: [topic, 7] },
      -32600,
      'Invalid topic: topics[1] must be 64 hex characters',
    ],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [null] },
      -32600,
      'Invalid params: subscriptions[0] must be an object',
    ],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [{ topic: 'x' }] },
      -32600,
      'Invalid topic: subscriptions[0].topic must be 64 hex characters',
    ],
    [
      'wc_proposeSession',
      { pairingTopic: topic, ttl: 30 },
      -32600,
      'Invalid params: sessionProposal must be a non-empty string',
    ],
    [
      'wc_approveSession',
      { sessionTopic: topic, pairingTopic: other, ttl: 3000 },
      -32000,
      'TTL too long: 3000 s, more than 100 s',
    ],
  ])('behavior: %s %j is refused', (method, params, code, text) => {
    expect(refusal(method, params)).toEqual({ code, message: text })
  })
})
