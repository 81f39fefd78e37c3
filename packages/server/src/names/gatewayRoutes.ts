import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { NameGatewayNotConfiguredError } from '../errors/names.js'
import { errorBody } from '../http/errorBody.js'
import { errorHandler } from '../http/errorHandler.js'
import { readRequest } from '../http/readRequest.js'
import { decodeResolveRequest } from './decodeResolveRequest.js'
import type { NameContext } from './NameContext.js'
import { resolveGatewayRecord } from './resolveGatewayRecord.js'
import { signGatewayAnswer } from './signGatewayAnswer.js'

/** Options of `gatewayRoutes`. */
export type GatewayRoutesOptions = {
  context: NameContext
  /** The key answers are signed with; undefined: every gateway request answers 404. */
  privateKey: `0x${string}` | undefined
}

/** The longest request calldata read, in bytes: a name of 255 bytes and a text key fit well. */
const maxRequestBytes = 2_048

/** How long a signed answer holds: the resolver refuses it after. */
const answerLifetimeSeconds = 300

const senderSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)
const dataSchema = v.pipe(
  v.string(),
  v.maxLength(2 + maxRequestBytes * 2 + '.json'.length, `must be at most ${maxRequestBytes} bytes`),
  v.transform((value) => value.replace(/\.json$/, '')),
  v.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'must be 0x and whole bytes of hex (with .json in a URL)'),
  v.maxLength(2 + maxRequestBytes * 2, `must be at most ${maxRequestBytes} bytes`),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)
const requestSchema = v.object({ sender: senderSchema, data: dataSchema })
/** The GET route's `{sender}/{data}.json`, as the wildcard parameter holds it. */
const urlRequestSchema = v.pipe(
  v.object({ '*': v.pipe(v.string(), v.maxLength(4_200, 'must be {sender}/{data}.json')) }),
  v.transform((params) => {
    const [sender = '', data = '', ...rest] = params['*'].split('/')
    return { sender, data: rest.length > 0 ? '' : data }
  }),
  requestSchema,
)

/**
 * The CCIP-read gateway (EIP-3668) of the suffix's offchain resolver: `GET
 * /v1/ccip/{sender}/{data}.json` and `POST /v1/ccip` with `{ sender, data }` answer a
 * `resolve(bytes,bytes)` call from our names with `{ data }`, signed by the configured key (see
 * `signGatewayAnswer`). Anyone may ask, from any origin (ENS clients call it with no project);
 * errors are 4xx with `{ message }` as EIP-3668 says, besides the server's `error` object.
 */
export const gatewayRoutes: FastifyPluginAsync<GatewayRoutesOptions> = async (server, options) => {
  server.setErrorHandler(gatewayErrorHandler)
  const answer = answerGatewayRequest(options)
  // A wildcard, not `:sender/:data`: the calldata is longer than a route parameter may be (100).
  server.get('/v1/ccip/*', (request, reply) =>
    answer(readRequest(request, { params: urlRequestSchema }).params, reply),
  )
  server.post('/v1/ccip', { bodyLimit: 16_384 }, (request, reply) =>
    answer(readRequest(request, { body: requestSchema }).body, reply),
  )
  // A page's POST with a JSON body is preflighted: any origin may ask.
  server.options('/v1/ccip', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400')
      .send(),
  )
}

/** The handler both routes share, given the checked `{ sender, data }`. */
function answerGatewayRequest(options: GatewayRoutesOptions) {
  const { context, privateKey } = options
  return async (request: { sender: `0x${string}`; data: `0x${string}` }, reply: FastifyReply) => {
    if (!privateKey) throw new NameGatewayNotConfiguredError()
    reply.header('access-control-allow-origin', '*')
    // Records change with registrations, and an answer expires: nothing keeps it.
    reply.header('cache-control', 'no-store')
    return { data: await answerGatewayCall(context, privateKey, request) }
  }
}

/**
 * The gateway's signed answer to a `resolve(bytes,bytes)` call made of `sender` (the offchain
 * resolver): what the routes send, and what the server's own ENS clients take in the process.
 */
export async function answerGatewayCall(
  context: NameContext,
  privateKey: `0x${string}`,
  request: { sender: `0x${string}`; data: `0x${string}` },
): Promise<`0x${string}`> {
  const result = await resolveGatewayRecord(
    { store: context.store(), suffix: context.suffix },
    decodeResolveRequest(request.data),
  )
  const expires = BigInt(Math.floor(context.now() / 1000) + answerLifetimeSeconds)
  return signGatewayAnswer({
    privateKey,
    sender: request.sender,
    request: request.data,
    result,
    expires,
  })
}

/**
 * The server's error answer with the message at the top too (`{ message, error }`), as EIP-3668
 * asks of a gateway, readable from any origin.
 */
function gatewayErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*')
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  if (!(typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500))
    return errorHandler(error, request, reply)
  request.log.debug({ err: error }, 'gateway request rejected')
  const message = error instanceof Error ? error.message : 'Bad Request'
  const body = errorBody(statusCode, message, typeof code === 'string' ? code : undefined)
  return reply.code(statusCode).send({ message, ...body })
}
