import { RelayError } from './RelayError.js'
import type { RelayLimits } from './relayLimits.js'

/** One message to store and deliver, as a publish method gives it. */
export type RelayPublishItem = { topic: string; message: string; ttl: number; tag: number }

/** A relay method call with its params checked, in the shape the relay serves it. */
export type RelayCall =
  | { method: 'irn_publish' | 'irn_batchPublish'; messages: RelayPublishItem[] }
  | { method: 'irn_subscribe' | 'irn_batchSubscribe'; topics: string[] }
  | { method: 'irn_unsubscribe' | 'irn_batchUnsubscribe'; topics: string[] }
  | { method: 'irn_fetchMessages' | 'irn_batchFetchMessages'; topics: string[] }
  | { method: 'wc_proposeSession'; pairingTopic: string; proposal: RelayPublishItem }
  | {
      method: 'wc_approveSession'
      sessionTopic: string
      pairingTopic: string
      response: RelayPublishItem
      settlement: RelayPublishItem
    }

/** Tags the relay gives the messages it publishes for the session methods (as the reference relay). */
const sessionMessageTags = { proposal: 1100, response: 1101, settlement: 1102 } as const

type Limits = Pick<
  RelayLimits,
  'minTtlSeconds' | 'maxTtlSeconds' | 'maxMessageBytes' | 'maxBatchSize'
>

const topicPattern = /^[0-9a-fA-F]{64}$/
// Relay messages are base64 (the SDKs' envelopes; padded or not, url-safe or not): anything else,
// control characters included, is no message of the protocol.
const base64Pattern = /^[A-Za-z0-9+/_-]+={0,2}$/

/** Checks the params of a relay method; throws a `RelayError` the client is answered with. */
export function parseRelayParams(method: string, params: unknown, limits: Limits): RelayCall {
  switch (method) {
    case 'irn_publish':
      return { method, messages: [publishItem(object(params, 'params'), 'params', limits)] }
    case 'irn_batchPublish': {
      const { messages } = object(params, 'params')
      return {
        method,
        messages: batch(messages, 'messages', limits).map((item, index) =>
          publishItem(object(item, `messages[${index}]`), `messages[${index}]`, limits),
        ),
      }
    }
    case 'irn_subscribe':
    case 'irn_fetchMessages':
      return { method, topics: [topic(object(params, 'params').topic, 'topic')] }
    case 'irn_batchSubscribe':
    case 'irn_batchFetchMessages': {
      const { topics } = object(params, 'params')
      return {
        method,
        topics: batch(topics, 'topics', limits).map((value, index) =>
          topic(value, `topics[${index}]`),
        ),
      }
    }
    case 'irn_unsubscribe':
      return { method, topics: [topic(object(params, 'params').topic, 'topic')] }
    case 'irn_batchUnsubscribe': {
      const { subscriptions } = object(params, 'params')
      return {
        method,
        topics: batch(subscriptions, 'subscriptions', limits).map((item, index) =>
          topic(object(item, `subscriptions[${index}]`).topic, `subscriptions[${index}].topic`),
        ),
      }
    }
    case 'wc_proposeSession': {
      const body = object(params, 'params')
      const pairingTopic = topic(body.pairingTopic, 'pairingTopic')
      const ttl = ttlOf(body.ttl, 'ttl', limits)
      return {
        method,
        pairingTopic,
        proposal: {
          topic: pairingTopic,
          message: message(body.sessionProposal, 'sessionProposal', limits),
          ttl,
          tag: sessionMessageTags.proposal,
        },
      }
    }
    case 'wc_approveSession': {
      const body = object(params, 'params')
      const sessionTopic = topic(body.sessionTopic, 'sessionTopic')
      const pairingTopic = topic(body.pairingTopic, 'pairingTopic')
      const ttl = ttlOf(body.ttl, 'ttl', limits)
      return {
        method,
        sessionTopic,
        pairingTopic,
        response: {
          topic: pairingTopic,
          message: message(body.sessionProposalResponse, 'sessionProposalResponse', limits),
          ttl,
          tag: sessionMessageTags.response,
        },
        settlement: {
          topic: sessionTopic,
          message: message(body.sessionSettlementRequest, 'sessionSettlementRequest', limits),
          ttl,
          tag: sessionMessageTags.settlement,
        },
      }
    }
    default:
      throw RelayError.invalid(`Invalid method: ${method.slice(0, 64)}`)
  }
}

function object(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw RelayError.invalid(`Invalid params: ${name} must be an object`)
  return value as Record<string, unknown>
}

function batch(value: unknown, name: string, limits: Limits): unknown[] {
  if (!Array.isArray(value)) throw RelayError.invalid(`Invalid params: ${name} must be an array`)
  if (value.length === 0) throw RelayError.invalid(`Invalid params: ${name} is empty`)
  if (value.length > limits.maxBatchSize)
    throw RelayError.invalid(
      `Invalid params: ${name} holds ${value.length} items, more than ${limits.maxBatchSize}`,
    )
  return value
}

function topic(value: unknown, name: string): string {
  if (typeof value !== 'string' || !topicPattern.test(value))
    throw RelayError.invalid(`Invalid topic: ${name} must be 64 hex characters`)
  return value
}

function message(value: unknown, name: string, limits: Limits): string {
  if (typeof value !== 'string' || value === '')
    throw RelayError.invalid(`Invalid params: ${name} must be a non-empty string`)
  if (!base64Pattern.test(value)) throw RelayError.invalid(`Invalid params: ${name} must be base64`)
  const bytes = Buffer.byteLength(value)
  if (bytes > limits.maxMessageBytes)
    throw RelayError.invalid(
      `Message too large: ${bytes} bytes, more than ${limits.maxMessageBytes}`,
    )
  return value
}

function ttlOf(value: unknown, name: string, limits: Limits): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw RelayError.invalid(`Invalid params: ${name} must be an integer number of seconds`)
  if (value < limits.minTtlSeconds)
    throw RelayError.handler(`TTL too short: ${value} s, less than ${limits.minTtlSeconds} s`)
  if (value > limits.maxTtlSeconds)
    throw RelayError.handler(`TTL too long: ${value} s, more than ${limits.maxTtlSeconds} s`)
  return value
}

function publishItem(body: Record<string, unknown>, name: string, limits: Limits) {
  const tag = body.tag ?? 0
  if (typeof tag !== 'number' || !Number.isInteger(tag) || tag < 0 || tag > 2 ** 31 - 1)
    throw RelayError.invalid(`Invalid params: ${name}.tag must be an integer from 0 to 2^31 - 1`)
  return {
    topic: topic(body.topic, `${name}.topic`),
    message: message(body.message, `${name}.message`, limits),
    ttl: ttlOf(body.ttl, `${name}.ttl`, limits),
    tag,
  }
}
