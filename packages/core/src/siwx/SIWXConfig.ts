import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'

/** What a sign-in message is made for: the account and the network (CAIP-2) it signs on. */
type SIWXMessageInput = {
  /** The plain address, as the adapter reports it (EIP-55 checksummed for eip155). */
  accountAddress: string
  chainId: CaipNetworkId
  /** ISO 8601 time before which the message is not valid. */
  notBefore?: string | undefined
}

/** The fields of a sign-in message: EIP-4361 for eip155, CAIP-122 for the other namespaces. */
export type SIWXMessageData = SIWXMessageInput & {
  /** The host (and port) of the page asking, e.g. `app.example.com` or `127.0.0.1:5173`. */
  domain: string
  /** The page or resource the sign-in is for (RFC 3986). */
  uri: string
  /** '1' for EIP-4361. */
  version: string
  /** At least 8 letters and digits, issued by the verifier for this message only. */
  nonce: string
  /** What the user agrees to, on one line. */
  statement?: string | undefined
  /** The URI scheme of `domain` when it is not https. */
  scheme?: string | undefined
  /** ISO 8601 time the message was made. */
  issuedAt: string
  /** ISO 8601 time after which the message (and the session) is no longer valid. */
  expirationTime?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A sign-in message: its fields, and `toString()` giving the text the wallet signs. */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** A signed sign-in message: the proof a session rests on. */
export type SIWXSession = {
  data: SIWXMessageData
  /** The text that was signed. */
  message: string
  /** The wallet's signature of `message` (hex for eip155). */
  signature: string
}

/** What `SIWXConfig.signMessage` is asked to sign. */
type SIWXSignMessageParameters = {
  message: string
  chainId: CaipNetworkId
  accountAddress: string
}

/**
 * How the dapp signs visitors in with their wallet: the `siwx` option of `createLatchkey`.
 * `createServerSIWX` makes one backed by the Latchkey server; a dapp may write its own.
 */
export type SIWXConfig = {
  /** Makes the message to sign for an account on a network (asking a verifier for a nonce). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies and keeps a signed message; rejects when the verifier refuses it. */
  addSession(session: SIWXSession): Promise<void>
  /** Ends the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every kept session with `sessions` (an empty list signs out everywhere). */
  setSessions(sessions: readonly SIWXSession[]): Promise<void>
  /** The valid sessions of an account on a network; none means the user must sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SIWXSession[]>
  /** Signs the message itself instead of asking the connected wallet through its adapter. */
  signMessage?(parameters: SIWXSignMessageParameters): Promise<string>
  /** Whether a session is required: then the sign-in view cannot be dismissed; default false. */
  getRequired?(): boolean
  /** Whether a disconnect revokes the account's session; default true. */
  signOutOnDisconnect?: boolean | undefined
}
