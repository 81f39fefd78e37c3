import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { SIWXServerError } from '../errors/siwx.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import { createStorage, getDefaultStorage, type StorageLike } from '../storage/createStorage.js'
import { createSIWXApiClient } from './createSIWXApiClient.js'
import { createSIWXMessage } from './createSIWXMessage.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from './SIWXConfig.js'

/** What `createServerSIWX` takes. */
export type CreateServerSIWXParameters = {
  /** The records of namespaces that are not built in, for their messages and addresses. */
  namespaces?: readonly NamespaceDescriptor[] | undefined
  /** The Latchkey server's base URL, e.g. `http://127.0.0.1:8787`. */
  serverUrl: string
  /** Sent as `projectId` when the server has projects configured. */
  projectId?: string | undefined
  /** The line the wallet shows above the message's fields. */
  statement?: string | undefined
  /** How long a signed message, and so the session, is valid, in ms; default one day. */
  expiresIn?: number | undefined
  /** True makes a session required: the sign-in view cannot be dismissed. Default false. */
  required?: boolean | undefined
  /** Default true: a disconnect ends the account's session on the server. */
  signOutOnDisconnect?: boolean | undefined
  /** Where session tokens persist; default `localStorage` when the page has one, null for nowhere. */
  storage?: StorageLike | null | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** The page the message is for; default `window.location`. */
  location?: Pick<Location, 'host' | 'href' | 'protocol'> | undefined
  /** The clock, in ms; default `Date.now`. */
  now?: (() => number) | undefined
}

/** A session as stored: the signed message and the server's token for it. */
type StoredSession = {
  token: string
  caipNetworkId: string
  address: string
  expiresAt: string
  message: string
  signature: string
  data: SIWXMessageData
}

/** Storage key of the stored sessions (under the `latchkey.` prefix). */
export const siwxSessionsStorageKey = 'siwxSessions'

/** The default statement of `createServerSIWX`'s messages. */
export const defaultSIWXStatement = 'Sign in with your wallet to prove you own this account.'

/**
 * The default `siwx` configuration, backed by the Latchkey server: it asks the server for a
 * single-use nonce, writes an EIP-4361 message for the page's domain and URI, has the server
 * verify the signature (EOA, ERC-1271 or ERC-6492) and stores the session token it answers.
 * `getSessions` asks the server whether each stored token is still valid.
 */
export function createServerSIWX(parameters: CreateServerSIWXParameters): SIWXConfig {
  const { statement = defaultSIWXStatement, expiresIn = 86_400_000, now = Date.now } = parameters
  const api = createSIWXApiClient(parameters)
  const descriptors = new Map(
    parameters.namespaces?.map((entry) => [entry.namespace, { descriptor: entry }]),
  )
  const describe = (caipNetworkId: string) =>
    getNamespaceDescriptor(descriptors, parseCaipNetworkId(caipNetworkId).namespace)
  // Whether two addresses name one account, as the namespace's record says (hex: any case).
  const isSameAddress = (caipNetworkId: string, a: string, b: string) =>
    describe(caipNetworkId).isSameAddress(a, b)
  const storage = createStorage({
    storage: parameters.storage === null ? undefined : (parameters.storage ?? getDefaultStorage()),
  })
  const read = () => storage.getItem<StoredSession[]>(siwxSessionsStorageKey) ?? []
  const write = (sessions: StoredSession[]) =>
    sessions.length > 0
      ? storage.setItem(siwxSessionsStorageKey, sessions)
      : storage.removeItem(siwxSessionsStorageKey)
  const toSession = (stored: StoredSession): SIWXSession => ({
    data: stored.data,
    message: stored.message,
    signature: stored.signature,
  })
  const same = (stored: StoredSession, session: SIWXSession) =>
    stored.message === session.message && stored.signature === session.signature

  async function revoke(sessions: readonly StoredSession[]) {
    const tokens = new Set(sessions.map((session) => session.token))
    write(read().filter((stored) => !tokens.has(stored.token)))
    // Forgotten here first: a server that cannot be reached now still leaves this page signed out.
    await Promise.all(sessions.map((session) => api.deleteSession(session.token)))
  }

  async function addSession(session: SIWXSession) {
    const { token, session: verified } = await api.verify({
      message: session.message,
      signature: session.signature,
    })
    // One session per account and network: a new sign-in replaces the old one.
    const stored = read()
    const replaced = stored.filter(
      (entry) =>
        entry.caipNetworkId === verified.caipNetworkId &&
        isSameAddress(entry.caipNetworkId, entry.address, verified.address),
    )
    write([
      ...stored.filter((entry) => !replaced.includes(entry)),
      {
        token,
        caipNetworkId: verified.caipNetworkId,
        address: verified.address,
        expiresAt: verified.expiresAt,
        message: verified.message,
        signature: verified.signature,
        data: withoutMethods(session.data),
      },
    ])
    await Promise.all(replaced.map((entry) => api.deleteSession(entry.token).catch(() => {})))
  }

  return {
    async createMessage(input) {
      const location = parameters.location ?? window.location
      const { nonce } = await api.createNonce()
      const issuedAt = new Date(now())
      return createSIWXMessage(
        {
          ...input,
          // EIP-4361 assumes https; any other page names its scheme.
          ...(location.protocol === 'https:'
            ? {}
            : { scheme: location.protocol.replace(/:$/, '') }),
          domain: location.host,
          uri: location.href,
          version: '1',
          nonce,
          statement,
          issuedAt: issuedAt.toISOString(),
          expirationTime: new Date(issuedAt.getTime() + expiresIn).toISOString(),
        },
        describe(input.chainId),
      )
    },
    addSession,
    async revokeSession(chainId, address) {
      await revoke(
        read().filter(
          (stored) =>
            stored.caipNetworkId === chainId &&
            isSameAddress(stored.caipNetworkId, stored.address, address),
        ),
      )
    },
    async setSessions(sessions) {
      const stored = read()
      await revoke(stored.filter((entry) => !sessions.some((session) => same(entry, session))))
      for (const session of sessions)
        if (!stored.some((entry) => same(entry, session))) await addSession(session)
    },
    async getSessions(chainId, address) {
      const mine = read().filter(
        (stored) =>
          stored.caipNetworkId === chainId &&
          isSameAddress(stored.caipNetworkId, stored.address, address),
      )
      const valid: StoredSession[] = []
      const gone: StoredSession[] = []
      for (const stored of mine) {
        if (Date.parse(stored.expiresAt) <= now()) {
          gone.push(stored)
          continue
        }
        try {
          await api.getSession(stored.token)
          valid.push(stored)
        } catch (error) {
          // Only the server saying the session is gone drops it; being unreachable is an error.
          if (!(error instanceof SIWXServerError) || error.status !== 401) throw error
          gone.push(stored)
        }
      }
      const goneTokens = new Set(gone.map((stored) => stored.token))
      if (gone.length > 0) write(read().filter((stored) => !goneTokens.has(stored.token)))
      return valid.map(toSession)
    },
    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
  }
}

// A SIWXMessage carries `toString`, which JSON storage would drop anyway; keep the fields only.
function withoutMethods(data: SIWXMessageData): SIWXMessageData {
  const { toString: _toString, ...fields } = data as SIWXMessageData & { toString?: unknown }
  return fields as SIWXMessageData
}
