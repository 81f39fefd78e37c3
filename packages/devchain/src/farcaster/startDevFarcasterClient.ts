import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { listenDevServer } from '../chain/listenDevServer.js'
import { type DevFarcasterAccount, devFarcasterAccount } from './devFarcasterAccount.js'
import { renderDevFarcasterPage } from './renderDevFarcasterPage.js'

/** Options of `startDevFarcasterClient`. */
export type StartDevFarcasterClientParameters = {
  /** The port on 127.0.0.1; 0 (default) for a free one. */
  port?: number | undefined
  /** The relay's base URL (without `/v1`), or a function giving it at the first request. */
  relayUrl: string | (() => string)
  /** The relay's key for clients (X-Farcaster-Auth-Relay-Key). */
  relayKey: string
  /** Who signs in; default `devFarcasterAccount`. */
  account?: DevFarcasterAccount | undefined
}

/** A running dev Farcaster client page. */
export type DevFarcasterClientInstance = {
  /** `http://127.0.0.1:<port>`: a sign-in URL is this with `?channelToken=…`. */
  url: string
  close(): Promise<void>
}

type ChannelStatus = {
  state: 'pending' | 'completed'
  nonce: string
  signatureParams: Record<'siweUri' | 'domain', string> &
    Partial<Record<'notBefore' | 'expirationTime' | 'requestId', string>>
}
/** The relay's channel status, its fields checked (the page signs what they say). */
const readChannelStatus = (body: unknown): ChannelStatus | undefined => {
  if (typeof body !== 'object' || body === null) return undefined
  const { state, nonce, signatureParams } = body as Record<string, unknown>
  if (state !== 'pending' && state !== 'completed') return undefined
  if (typeof nonce !== 'string' || typeof signatureParams !== 'object' || !signatureParams)
    return undefined
  const params = signatureParams as Record<string, unknown>
  const optional = (name: string) =>
    typeof params[name] === 'string' ? { [name]: params[name] } : {}
  if (typeof params.siweUri !== 'string' || typeof params.domain !== 'string') return undefined
  return {
    state,
    nonce,
    signatureParams: {
      siweUri: params.siweUri,
      domain: params.domain,
      ...optional('notBefore'),
      ...optional('expirationTime'),
      ...optional('requestId'),
    },
  }
}
const tokenPattern = /^[A-Za-z0-9_-]{8,128}$/
const maxFormBytes = 2_048

/**
 * The dev stand-in for a Farcaster app (Warpcast on the user's phone): the sign-in URL's page shows
 * the channel's request; Approve signs the Sign In With Farcaster message with the dev fid's
 * custody key and sends it to the relay's `channel/authenticate`, as Farcaster's apps do.
 */
export async function startDevFarcasterClient(
  parameters: StartDevFarcasterClientParameters,
): Promise<DevFarcasterClientInstance> {
  const { relayKey, account = devFarcasterAccount } = parameters
  const relayUrl = () =>
    typeof parameters.relayUrl === 'string' ? parameters.relayUrl : parameters.relayUrl()
  const custody = privateKeyToAccount(account.custodyPrivateKey)
  const readChannel = async (channelToken: string) => {
    const response = await fetch(`${relayUrl()}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    if (response.status !== 200 && response.status !== 202)
      throw new Error('This sign-in request is unknown or has expired.')
    const channel = readChannelStatus(await response.json())
    if (!channel) throw new Error('The relay answered with an unexpected channel.')
    return channel
  }
  const approve = async (channelToken: string) => {
    const channel = await readChannel(channelToken)
    if (channel.state === 'completed') throw new Error('This request was already approved.')
    const { siweUri, domain, notBefore, expirationTime, requestId } = channel.signatureParams
    const message = createSiweMessage({
      domain,
      address: custody.address,
      statement: 'Farcaster Auth',
      uri: siweUri,
      version: '1',
      chainId: 10,
      nonce: channel.nonce,
      issuedAt: new Date(),
      ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
      ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
      ...(requestId ? { requestId } : {}),
      resources: [`farcaster://fid/${account.fid}`],
    })
    const response = await fetch(`${relayUrl()}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channelToken}`,
        'content-type': 'application/json',
        'x-farcaster-auth-relay-key': relayKey,
      },
      body: JSON.stringify({
        message,
        signature: await custody.signMessage({ message }),
        authMethod: 'custody',
        fid: account.fid,
        username: account.username,
        displayName: account.displayName,
      }),
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: unknown }
      throw new Error(
        typeof body.message === 'string' ? body.message : `The relay refused (${response.status}).`,
      )
    }
    return domain
  }
  const send = (response: ServerResponse, status: number, html: string) =>
    response
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      })
      .end(html)
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        const channelToken = url.searchParams.get('channelToken') ?? ''
        if (!tokenPattern.test(channelToken)) throw new Error('This link has no sign-in request.')
        const channel = await readChannel(channelToken)
        return send(
          response,
          200,
          renderDevFarcasterPage({
            state: 'request',
            channelToken,
            domain: channel.signatureParams.domain,
            siweUri: channel.signatureParams.siweUri,
            username: account.username,
            fid: account.fid,
          }),
        )
      }
      if (request.method === 'POST' && url.pathname === '/approve') {
        const form = new URLSearchParams(await readBody(request))
        const channelToken = form.get('channelToken') ?? ''
        if (!tokenPattern.test(channelToken)) throw new Error('This form has no sign-in request.')
        const domain = await approve(channelToken)
        return send(
          response,
          200,
          renderDevFarcasterPage({ state: 'approved', domain, username: account.username }),
        )
      }
      return send(response, 404, renderDevFarcasterPage({ state: 'error', message: 'Not found.' }))
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong.'
      return send(response, 400, renderDevFarcasterPage({ state: 'error', message }))
    }
  }
  const server = createServer((request, response) => void handle(request, response))
  return listenDevServer(server, { host: '127.0.0.1', port: parameters.port ?? 0 })
}

/** A small form body: more than `maxFormBytes` is refused. */
async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > maxFormBytes) throw new Error('The form is too large.')
  }
  return body
}
