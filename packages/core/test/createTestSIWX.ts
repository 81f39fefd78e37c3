// An in-memory `siwx` configuration for core's unit tests. It keeps sessions in a list, makes
// EIP-4361 messages (core's own builder) with a counting nonce, and can be told to fail or to
// hold a call. It stands in for a verifier such as the Latchkey server: nothing here checks a
// signature, a nonce or a domain; packages/server/src/siwx's tests verify real ones, and
// createServerSIWX.test.ts covers the default configuration's side of the HTTP exchange.
import type { CaipNetworkId } from '../src/caip/parseCaipNetworkId.js'
import { createSIWXMessage } from '../src/siwx/createSIWXMessage.js'
import type { SIWXConfig, SIWXSession } from '../src/siwx/SIWXConfig.js'
import type { CreateTestAdapterParameters } from './createTestAdapter.js'
import { createTestClient } from './createTestClient.js'

/** What the test configuration starts with. */
export type CreateTestSIWXParameters = {
  required?: boolean
  signOutOnDisconnect?: boolean
  /** Sessions already kept (a user who signed in before). */
  sessions?: SIWXSession[]
  /** A `signMessage` of the configuration's own, instead of the adapter's. */
  signMessage?: SIWXConfig['signMessage']
}

type Method = 'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions'

/** A session for `address` on `chainId`, as if signed earlier. */
export function testSession(chainId: CaipNetworkId, address: string): SIWXSession {
  const message = createSIWXMessage({
    chainId,
    accountAddress: address,
    domain: 'app.test',
    uri: 'https://app.test',
    version: '1',
    nonce: 'earlier00',
    issuedAt: '2026-01-01T00:00:00.000Z',
  })
  const { toString: _toString, ...data } = message
  return { data, message: message.toString(), signature: '0xsigned' }
}

/** The configuration plus the handles a test drives it with. */
export function createTestSIWX(parameters: CreateTestSIWXParameters = {}) {
  const state = {
    sessions: [...(parameters.sessions ?? [])],
    calls: [] as Array<{ method: Method; args: unknown[] }>,
    required: parameters.required ?? false,
    errors: new Map<Method, unknown>(),
    holds: new Map<Method, Promise<void>>(),
    nonce: 0,
  }
  const step = async (method: Method, args: unknown[]) => {
    state.calls.push({ method, args })
    await state.holds.get(method)
    const error = state.errors.get(method)
    state.errors.delete(method)
    if (error) throw error
  }
  const matches = (session: SIWXSession, chainId: string, address: string) =>
    session.data.chainId === chainId &&
    session.data.accountAddress.toLowerCase() === address.toLowerCase()

  const config: SIWXConfig = {
    async createMessage(input) {
      await step('createMessage', [input])
      state.nonce++
      return createSIWXMessage({
        ...input,
        domain: 'app.test',
        uri: 'https://app.test/',
        version: '1',
        nonce: `nonce${String(state.nonce).padStart(4, '0')}`,
        statement: 'Sign in to the test app',
        issuedAt: '2026-01-01T00:00:00.000Z',
      })
    },
    async addSession(session) {
      await step('addSession', [session])
      state.sessions.push(session)
    },
    async revokeSession(chainId, address) {
      await step('revokeSession', [chainId, address])
      state.sessions = state.sessions.filter((session) => !matches(session, chainId, address))
    },
    async setSessions(sessions) {
      await step('setSessions', [sessions])
      state.sessions = [...sessions]
    },
    async getSessions(chainId, address) {
      await step('getSessions', [chainId, address])
      return state.sessions.filter((session) => matches(session, chainId, address))
    },
    getRequired: () => state.required,
    ...(parameters.signMessage ? { signMessage: parameters.signMessage } : {}),
    ...(parameters.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: parameters.signOutOnDisconnect }),
  }

  return {
    config,
    state,
    /** The next call of `method` rejects with `error`. */
    failNext(method: Method, error: unknown) {
      state.errors.set(method, error)
    },
    /** Calls of `method` wait until the returned function is called. */
    hold(method: Method) {
      let release = () => {}
      state.holds.set(
        method,
        new Promise((resolve) => {
          release = () => {
            state.holds.delete(method)
            resolve()
          }
        }),
      )
      return release
    },
  }
}

/** A test client (see createTestClient.ts) with the test `siwx` configuration. */
export function createSIWXTestClient(
  parameters: CreateTestSIWXParameters & {
    adapter?: CreateTestAdapterParameters
    stored?: Record<string, unknown>
  } = {},
) {
  const siwx = createTestSIWX(parameters)
  const test = createTestClient({
    adapter: parameters.adapter,
    stored: parameters.stored,
    options: { siwx: siwx.config },
  })
  return { ...test, siwx }
}
