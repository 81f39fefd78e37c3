import type UniversalProvider from '@walletconnect/universal-provider'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { InvalidSIWXMessageError } from '../errors/siwx.js'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/SIWXConfig.js'
import type { WalletConnectNamespace } from './getWalletConnectNamespaces.js'
import { toWalletRejection } from './toWalletRejection.js'

/** One CACAO the wallet answered `wc_sessionAuthenticate` with. */
type Cacao = NonNullable<Awaited<ReturnType<UniversalProvider['authenticate']>>['auths']>[number]

/** What `authenticateWalletConnect` asks the wallet for. */
export type AuthenticateWalletConnectParameters = {
  provider: UniversalProvider
  siwx: SIWXConfig
  /** The network the message is signed on (the dapp's current eip155 network). */
  caipNetworkId: CaipNetworkId
  /** The session's eip155 namespace: every configured chain, its methods and RPC URLs. */
  namespace: WalletConnectNamespace
}

// The account is not known until the wallet answers: the message is asked for with a stand-in
// address, and only its fields (nonce, domain, URI, statement, times) go into the request.
const unknownAccount = '0x0000000000000000000000000000000000000000'

// `did:pkh:eip155:<reference>:<address>`, the CACAO's issuer.
const issuerPattern = /^did:pkh:eip155:([0-9]{1,32}):(0x[0-9a-fA-F]{40})$/

/**
 * Pairs and signs in with one approval (spec section 4, WalletConnect one-click sign-in): asks
 * the `siwx` option for a message (its nonce from the verifier), sends the universal provider's
 * `authenticate` (wc_sessionAuthenticate) with that message's fields, and turns the CACAO signed
 * for `caipNetworkId` (else the first) into a SIWXSession whose text is the SDK's own EIP-4361
 * formatting of it. Resolves undefined when the wallet answered with a plain session instead
 * (it does not support wc_sessionAuthenticate): sign-in then takes its usual second step.
 */
export async function authenticateWalletConnect(
  parameters: AuthenticateWalletConnectParameters,
): Promise<SIWXSession | undefined> {
  const { provider, siwx, caipNetworkId, namespace } = parameters
  const message = await siwx.createMessage({
    chainId: caipNetworkId,
    accountAddress: unknownAccount,
  })
  const result = await provider
    .authenticate({
      // The formatted text starts with the domain: a page that is not https names its scheme there,
      // as our own messages do, so the verifier checks it against the page's origin.
      domain: message.scheme ? `${message.scheme}://${message.domain}` : message.domain,
      uri: message.uri,
      nonce: message.nonce,
      statement: message.statement,
      exp: message.expirationTime,
      nbf: message.notBefore,
      requestId: message.requestId,
      resources: message.resources ? [...message.resources] : undefined,
      chains: [caipNetworkId, ...namespace.chains.filter((chain) => chain !== caipNetworkId)],
      // Without methods the wallet's answer carries no session, only the signature.
      methods: namespace.methods,
      // Read by the provider (not sent): its RPC URLs for the session's reads.
      optionalNamespaces: { eip155: namespace },
    } as Parameters<UniversalProvider['authenticate']>[0])
    .catch((reason: unknown) => {
      throw toWalletRejection(reason)
    })
  const auths = result.auths ?? []
  if (auths.length === 0) return undefined
  // One nonce signs one message: only one CACAO can open a session on the verifier.
  const cacao =
    auths.find((entry) => issuerOf(entry).caipNetworkId === caipNetworkId) ?? (auths[0] as Cacao)
  return toSession(provider, cacao, message)
}

function issuerOf(cacao: Cacao): { caipNetworkId: CaipNetworkId; address: string } {
  const match = issuerPattern.exec(cacao.p.iss)
  if (!match)
    throw new InvalidSIWXMessageError({
      field: 'iss',
      problem: `must be did:pkh:eip155:<chain>:<address>, got '${cacao.p.iss}'`,
    })
  return { caipNetworkId: `eip155:${match[1]}`, address: match[2] as string }
}

function toSession(provider: UniversalProvider, cacao: Cacao, message: SIWXMessage): SIWXSession {
  const { caipNetworkId, address } = issuerOf(cacao)
  const { p } = cacao
  return {
    data: {
      accountAddress: address,
      chainId: caipNetworkId,
      domain: message.domain,
      scheme: message.scheme,
      uri: p.aud ?? message.uri,
      version: p.version ?? message.version,
      nonce: p.nonce,
      statement: p.statement,
      issuedAt: p.iat ?? message.issuedAt,
      expirationTime: p.exp,
      notBefore: p.nbf,
      requestId: p.requestId,
      resources: p.resources,
    },
    // The SDK writes the CACAO back into the EIP-4361 text the wallet signed (ReCap included).
    message: provider.client.formatAuthMessage({ request: p, iss: p.iss }),
    signature: cacao.s.s,
  }
}
