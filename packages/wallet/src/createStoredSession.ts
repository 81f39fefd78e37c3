import { frameStorage } from './frameStorage.js'
import type { ServerApi } from './serverApi.js'

// The session token stays in the frame's own storage (see frameStorage): the dapp's page never
// sees it.
const sessionKey = 'latchkey-wallet:session'

/**
 * A login the frame keeps across reloads: the server's session token and whose it is (the
 * email, or `account:<id>` for a social login without one), and the social login if it was one,
 * or whether a passkey opened it.
 */
export type StoredSession = {
  token: string
  email: string
  social?: { provider: string; username: string | undefined } | undefined
  passkey?: true | undefined
}

/** The frame's stored login, kept in step with the token the server API sends. */
export function createStoredSession(api: Pick<ServerApi, 'setToken'>) {
  const save = (value: StoredSession | undefined) => {
    if (value) frameStorage().setItem(sessionKey, JSON.stringify(value))
    else frameStorage().removeItem(sessionKey)
    api.setToken(value?.token)
  }
  const read = (): StoredSession | undefined => {
    const raw = frameStorage().getItem(sessionKey)
    return raw ? (JSON.parse(raw) as StoredSession) : undefined
  }
  return {
    /** Keeps `value` and sends its token from now on; undefined forgets the login. */
    save,
    /** The stored login, if any (its token is not sent until `save` or `useToken`). */
    read,
    /** Sends the stored token from now on (a reload reopening the login). */
    useToken(stored: StoredSession) {
      api.setToken(stored.token)
    },
  }
}
