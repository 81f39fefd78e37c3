import type { ChainNamespace } from '../caip/namespaces.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { ConnectionStore, WalletRequest } from '../stores/createConnectionStore.js'

/** How long a WalletConnect request waits for the wallet before Resend and Cancel are offered. */
const defaultWalletRequestTimeout = 30_000

// Sending one of these twice could move funds twice if the wallet still holds the first: they
// are offered Cancel only.
const fundMovingMethods = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'solana_signAndSendTransaction',
])

/** Follows the requests sent to a WalletConnect wallet, so one it never answers can be ended. */
export type RequestTracker = {
  /** Sends a request through `send`, and again on `resend`; settles with the wallet's answer. */
  track(
    request: { method: string; namespace: ChainNamespace },
    send: () => Promise<unknown>,
  ): Promise<unknown>
  /** Sends request `id` again (not one that moves funds); false when it is not waiting. */
  resend(id: number): boolean
  /** Rejects request `id` with a 4001 error, as if the wallet had declined; false when it is not waiting. */
  cancel(id: number): boolean
}

type Entry = WalletRequest & {
  send: () => Promise<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout> | undefined
  /** Which sending is the latest: only its failure ends the request. */
  generation: number
}

/**
 * The tracker of one WalletConnect session manager. The oldest request still waiting is in the
 * connection store (`walletRequest`), marked stalled after `timeout` ms without an answer. A
 * success of any sending settles the request (the wallet answered the first after all); a
 * failure settles it only when it is the latest sending's.
 */
export function createRequestTracker(parameters: {
  connection: ConnectionStore
  timeout?: number | undefined
  now?: (() => number) | undefined
}): RequestTracker {
  const { connection } = parameters
  const timeout = parameters.timeout ?? defaultWalletRequestTimeout
  const now = parameters.now ?? Date.now
  const entries = new Map<number, Entry>()
  let lastId = 0

  const publish = () => {
    const [oldest] = entries.values()
    const walletRequest: WalletRequest | undefined = oldest && {
      id: oldest.id,
      method: oldest.method,
      namespace: oldest.namespace,
      since: oldest.since,
      stalled: oldest.stalled,
      resendable: oldest.resendable,
    }
    connection.setState({ walletRequest })
  }
  const finish = (entry: Entry, settle: () => void) => {
    if (entries.get(entry.id) !== entry) return
    entries.delete(entry.id)
    clearTimeout(entry.timer)
    settle()
    publish()
  }
  const send = (entry: Entry) => {
    const generation = ++entry.generation
    entry.since = now()
    entry.stalled = false
    clearTimeout(entry.timer)
    entry.timer = setTimeout(() => {
      entry.stalled = true
      publish()
    }, timeout)
    entry.send().then(
      (value) => finish(entry, () => entry.resolve(value)),
      (error: unknown) => {
        if (generation === entry.generation) finish(entry, () => entry.reject(error))
      },
    )
  }

  return {
    track({ method, namespace }, sendRequest) {
      return new Promise((resolve, reject) => {
        const entry: Entry = {
          id: ++lastId,
          method,
          namespace,
          since: now(),
          stalled: false,
          resendable: !fundMovingMethods.has(method),
          send: sendRequest,
          resolve,
          reject,
          timer: undefined,
          generation: 0,
        }
        entries.set(entry.id, entry)
        send(entry)
        publish()
      })
    },
    resend(id) {
      const entry = entries.get(id)
      if (!entry?.resendable) return false
      send(entry)
      publish()
      return true
    },
    cancel(id) {
      const entry = entries.get(id)
      if (!entry) return false
      finish(entry, () =>
        entry.reject(
          new UserRejectedRequestError({
            method: entry.method,
            details: 'Cancelled in the widget: the wallet did not answer.',
          }),
        ),
      )
      return true
    },
  }
}
