import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BundlerConfig } from '../bundler/BundlerConfig.js'
import { HttpError } from '../errors/http.js'
import { queryText } from '../http/querySchemas.js'
import { readRequest } from '../http/readRequest.js'
import type { ServerLimits } from '../serverLimits.js'
import { createRevocationRelay, type RevocationRelay } from './createRevocationRelay.js'
import { type ActiveSession, readActiveSessions } from './readActiveSessions.js'
import type { SessionRelayerConfig } from './SessionRelayerConfig.js'
import { sessionAccountContract } from './sessionAccountContract.js'

/** Options of `sessionRoutes`. */
export type SessionRoutesOptions = {
  /** The bundler's chains are the smart-account chains. */
  bundler: BundlerConfig
  /** The key revocations are relayed with; absent, `POST …/revoke` answers 503. */
  relayer: SessionRelayerConfig | undefined
  /** The node of each chain the server serves, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  limits: Pick<ServerLimits, 'sessionsMaxPendingRevocations'>
}

const addressSchema = v.custom<Address>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'must be a 0x address (40 hex digits)',
)
const paramsSchema = v.object({ address: addressSchema })
const querySchema = v.object({ chainId: v.optional(queryText) })
const revokeBodySchema = v.object(
  {
    pci: addressSchema,
    signature: v.custom<Hex>(
      (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{130}$/.test(value),
      "must be the owner's 65-byte signature, 0x and 130 hex digits",
    ),
  },
  'must be a JSON object with pci and signature',
)

// How a refused revocation answers, by the account's revert reason.
const refusals: Record<string, [status: number, code: string, message: string]> = {
  "session: not the owner's signature": [
    401,
    'INVALID_SIGNATURE',
    "The signature is not the account owner's signature of the revocation",
  ],
  'session: unknown key': [404, 'SESSION_NOT_FOUND', 'The account holds no session with this pci'],
  'session: revoked': [409, 'SESSION_REVOKED', 'The session is already revoked'],
}

/** The account's revert reason in a failed simulation, if it gave one. */
function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined
}

/**
 * The data API's smart sessions, read from the chain (the accounts hold them; nothing is stored
 * here, so nothing grows): `GET /v1/sessions/{address}` lists the live session keys of an account
 * (at most 16 per chain) on the bundler's chains or the one `chainId` names; `POST
 * /v1/sessions/{address}/revoke` takes `pci` (the session key) and the owner's EIP-191 signature
 * of the account's `revokeDigest(pci)`, checks it by simulation (a refused one costs nothing),
 * then relays `revokeSessionWithSignature` from the relayer's own key, one send at a time per
 * chain (so its nonces follow each other), at most `sessionsMaxPendingRevocations` waiting.
 */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (server, options) => {
  const relayer = options.relayer && privateKeyToAccount(options.relayer.privateKey)
  const clients = new Map<string, PublicClient>()
  const relays = new Map<string, RevocationRelay>()
  for (const chainId of options.bundler.chains) {
    const rpcUrl = options.upstreams.get(chainId)
    if (!rpcUrl) throw new Error(`sessionRoutes: ${chainId} has no node in LATCHKEY_CHAINS.`)
    const transport = http(rpcUrl, { timeout: 30_000 })
    clients.set(chainId, createPublicClient({ transport }))
    if (relayer)
      relays.set(
        chainId,
        createRevocationRelay(
          createWalletClient({ account: relayer, transport }),
          options.limits.sessionsMaxPendingRevocations,
        ),
      )
  }
  const chainsOf = (chainId: string | undefined): [string, PublicClient][] => {
    if (chainId === undefined) return [...clients]
    const client = clients.get(chainId)
    if (!client)
      throw new HttpError(
        404,
        'UNSUPPORTED_CHAIN',
        `No smart sessions on ${chainId} here; the served chains are ${[...clients.keys()].join(', ')}`,
      )
    return [[chainId, client]]
  }

  server.get('/v1/sessions/:address', { onRequest: server.checkProject }, async (request) => {
    const { params, query } = readRequest(request, { params: paramsSchema, query: querySchema })
    const lists = await Promise.all(
      chainsOf(query.chainId).map(([chainId, client]) =>
        readActiveSessions(client, chainId, params.address),
      ),
    )
    const sessions: ActiveSession[] = lists.flat()
    return { address: params.address, sessions }
  })

  server.post(
    '/v1/sessions/:address/revoke',
    { onRequest: server.checkProject },
    async (request) => {
      const { params, query, body } = readRequest(request, {
        params: paramsSchema,
        query: querySchema,
        body: revokeBodySchema,
      })
      const chains = chainsOf(query.chainId)
      const [chain] = chains
      if (!chain || chains.length > 1)
        throw new HttpError(
          400,
          'INVALID_PARAMETER',
          `chainId is required: one of ${[...clients.keys()].join(', ')}`,
        )
      const [chainId, client] = chain
      const relay = relays.get(chainId)
      if (!relayer || !relay)
        throw new HttpError(
          503,
          'REVOKE_UNAVAILABLE',
          'This server relays no revocations (LATCHKEY_SESSIONS_RELAYER_KEY is not set); revoke through the wallet',
        )
      const call = {
        address: params.address,
        abi: sessionAccountContract.abi,
        functionName: 'revokeSessionWithSignature',
        args: [body.pci, body.signature],
        account: relayer,
      } as const
      const { request: revocation } = await client.simulateContract(call).catch((error) => {
        const refusal = refusals[revertReason(error) ?? '']
        if (refusal) throw new HttpError(...refusal)
        throw new HttpError(
          400,
          'NOT_A_SESSION_ACCOUNT',
          `${params.address} on ${chainId} is not a smart-session account`,
          { cause: error },
        )
      })
      const transactionHash = await relay.send(
        `${params.address}:${body.pci}`.toLowerCase(),
        (wallet) => wallet.writeContract({ ...revocation, chain: null }),
      )
      const receipt = await client.waitForTransactionReceipt({ hash: transactionHash })
      if (receipt.status !== 'success')
        throw new HttpError(502, 'REVOKE_FAILED', `The revocation ${transactionHash} reverted`)
      return { revoked: true, chainId, pci: body.pci, transactionHash }
    },
  )
}
