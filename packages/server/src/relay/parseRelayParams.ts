import * as v from 'valibot'
import { fieldsObject } from '../schemas/fieldsObject.js'
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

// Messages name the field by where it is (`messages[2].topic`): valibot adds the path after the
// message is made, so a message holds `{name}`, filled in from the issue's path.
const name = '{name}'
// The reference relay answers a TTL out of range with -32000, every other bad param with -32600.
const handlerPrefix = 'TTL too'
const tagMessage = `Invalid params: ${name} must be an integer from 0 to 2^31 - 1`

function paramsObject<entries extends v.ObjectEntries>(entries: entries) {
  return fieldsObject(entries, `Invalid params: ${name} must be an object`)
}

/** One method's params schema, giving the call in the shape the relay serves it. */
type MethodSchema = v.GenericSchema<unknown, RelayCall>

/** The fields the methods share, checked against the limits. */
function fieldSchemas(limits: Limits) {
  const topic = v.pipe(
    v.string(`Invalid topic: ${name} must be 64 hex characters`),
    v.regex(topicPattern, `Invalid topic: ${name} must be 64 hex characters`),
  )
  const message = v.pipe(
    v.string(`Invalid params: ${name} must be a non-empty string`),
    v.nonEmpty(`Invalid params: ${name} must be a non-empty string`),
    v.regex(base64Pattern, `Invalid params: ${name} must be base64`),
    v.check(
      (value) => Buffer.byteLength(value) <= limits.maxMessageBytes,
      (issue) =>
        `Message too large: ${Buffer.byteLength(issue.input)} bytes, more than ${limits.maxMessageBytes}`,
    ),
  )
  const ttl = v.pipe(
    v.number(`Invalid params: ${name} must be an integer number of seconds`),
    v.integer(`Invalid params: ${name} must be an integer number of seconds`),
    v.minValue(
      limits.minTtlSeconds,
      (issue) => `TTL too short: ${issue.input} s, less than ${limits.minTtlSeconds} s`,
    ),
    v.maxValue(
      limits.maxTtlSeconds,
      (issue) => `TTL too long: ${issue.input} s, more than ${limits.maxTtlSeconds} s`,
    ),
  )
  const batch = <item extends v.GenericSchema>(item: item) =>
    // The length is checked before any item, so a huge batch costs one look.
    v.pipe(
      v.array(v.unknown(), `Invalid params: ${name} must be an array`),
      v.nonEmpty(`Invalid params: ${name} is empty`),
      v.maxLength(
        limits.maxBatchSize,
        (issue) =>
          `Invalid params: ${name} holds ${issue.input.length} items, more than ${limits.maxBatchSize}`,
      ),
      v.array(item),
    )
  // The tag is checked first, as the relay always did; absent or null is 0.
  const publishItem = paramsObject({
    tag: v.nullish(
      v.pipe(
        v.number(tagMessage),
        v.integer(tagMessage),
        v.minValue(0, tagMessage),
        v.maxValue(2 ** 31 - 1, tagMessage),
      ),
      0,
    ),
    topic,
    message,
    ttl,
  })
  return { topic, message, ttl, batch, publishItem }
}

type FieldSchemas = ReturnType<typeof fieldSchemas>

/** The `irn_*` methods: publish, subscribe, unsubscribe and fetch, one topic or a batch. */
function irnSchemas({ topic, batch, publishItem }: FieldSchemas): Record<string, MethodSchema> {
  const topicParams = paramsObject({ topic })
  const topicList = paramsObject({ topics: batch(topic) })
  const toItem = ({ topic, message, ttl, tag }: RelayPublishItem) => ({ topic, message, ttl, tag })
  return {
    irn_publish: v.pipe(
      publishItem,
      v.transform((item): RelayCall => ({ method: 'irn_publish', messages: [toItem(item)] })),
    ),
    irn_batchPublish: v.pipe(
      paramsObject({ messages: batch(publishItem) }),
      v.transform(
        ({ messages }): RelayCall => ({
          method: 'irn_batchPublish',
          messages: messages.map(toItem),
        }),
      ),
    ),
    irn_subscribe: topicCall('irn_subscribe', topicParams),
    irn_fetchMessages: topicCall('irn_fetchMessages', topicParams),
    irn_unsubscribe: topicCall('irn_unsubscribe', topicParams),
    irn_batchSubscribe: topicsCall('irn_batchSubscribe', topicList),
    irn_batchFetchMessages: topicsCall('irn_batchFetchMessages', topicList),
    irn_batchUnsubscribe: v.pipe(
      paramsObject({ subscriptions: batch(paramsObject({ topic })) }),
      v.transform(
        ({ subscriptions }): RelayCall => ({
          method: 'irn_batchUnsubscribe',
          topics: subscriptions.map((item) => item.topic),
        }),
      ),
    ),
  }
}

/** The session methods: the relay subscribes the sender and publishes its messages for it. */
function sessionSchemas({ topic, message, ttl }: FieldSchemas): Record<string, MethodSchema> {
  return {
    wc_proposeSession: v.pipe(
      paramsObject({ pairingTopic: topic, ttl, sessionProposal: message }),
      v.transform(
        (body): RelayCall => ({
          method: 'wc_proposeSession',
          pairingTopic: body.pairingTopic,
          proposal: {
            topic: body.pairingTopic,
            message: body.sessionProposal,
            ttl: body.ttl,
            tag: sessionMessageTags.proposal,
          },
        }),
      ),
    ),
    wc_approveSession: v.pipe(
      paramsObject({
        sessionTopic: topic,
        pairingTopic: topic,
        ttl,
        sessionProposalResponse: message,
        sessionSettlementRequest: message,
      }),
      v.transform(
        (body): RelayCall => ({
          method: 'wc_approveSession',
          sessionTopic: body.sessionTopic,
          pairingTopic: body.pairingTopic,
          response: {
            topic: body.pairingTopic,
            message: body.sessionProposalResponse,
            ttl: body.ttl,
            tag: sessionMessageTags.response,
          },
          settlement: {
            topic: body.sessionTopic,
            message: body.sessionSettlementRequest,
            ttl: body.ttl,
            tag: sessionMessageTags.settlement,
          },
        }),
      ),
    ),
  }
}

function schemasFor(limits: Limits): Record<string, MethodSchema> {
  const fields = fieldSchemas(limits)
  return { ...irnSchemas(fields), ...sessionSchemas(fields) }
}

function topicCall(
  method: 'irn_subscribe' | 'irn_fetchMessages' | 'irn_unsubscribe',
  schema: v.GenericSchema<unknown, { topic: string }>,
) {
  return v.pipe(
    schema,
    v.transform((body): RelayCall => ({ method, topics: [body.topic] })),
  )
}

function topicsCall(
  method: 'irn_batchSubscribe' | 'irn_batchFetchMessages',
  schema: v.GenericSchema<unknown, { topics: string[] }>,
) {
  return v.pipe(
    schema,
    v.transform((body): RelayCall => ({ method, topics: body.topics })),
  )
}

// The methods' schemas depend on the limits: built once per limits object.
const schemasByLimits = new WeakMap<Limits, ReturnType<typeof schemasFor>>()

/** Checks the params of a relay method; throws a `RelayError` the client is answered with. */
export function parseRelayParams(method: string, params: unknown, limits: Limits): RelayCall {
  const schemas = schemasByLimits.get(limits) ?? schemasFor(limits)
  schemasByLimits.set(limits, schemas)
  const schema = Object.hasOwn(schemas, method) ? schemas[method] : undefined
  if (!schema) throw RelayError.invalid(`Invalid method: ${method.slice(0, 64)}`)
  const result = v.safeParse(schema, params, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  const message = issue.message.replaceAll(name, fieldName(method, issue.path))
  throw message.startsWith(handlerPrefix)
    ? RelayError.handler(message)
    : RelayError.invalid(message)
}

// `messages[0].topic` from the issue's path; irn_publish's own fields are named `params.x`, a
// lone topic `topic`, and the params object itself `params`.
function fieldName(method: string, path: v.IssuePathItem[] | undefined): string {
  const keys = path?.map((item) => item.key) ?? []
  if (keys.length === 0) return 'params'
  const text = keys
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${key}`))
    .join('')
  return method === 'irn_publish' ? `params.${text}` : text
}
