// A bare relay client for tests: a WebSocket with a token it signs itself, sending JSON-RPC frames
// by hand, so each relay method can be driven and each answer read exactly as sent.
import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

/** Parameters of `connectRelayClient`. */
export type ConnectRelayClientParameters = {
  /** The relay's ws:// URL, e.g. `ws://127.0.0.1:8787`. */
  url: string
  /** The client's key: the same key is the same client (did:key) across connections. */
  keyPair?: Keypair
  /** The token's audience; the relay URL by default. */
  audience?: string
  /** Seconds the token lives; negative makes an expired one. */
  ttlSeconds?: number
  /** Replaces the signed token (for bad-signature tests). */
  auth?: string
  projectId?: string
  /** Query text appended after `auth` and `projectId` (`ua=...`, a repeated parameter). */
  extraQuery?: string
  headers?: Record<string, string>
  /** Whether the socket answers the relay's pings (default true). */
  autoPong?: boolean
}

/** A frame the relay sent, parsed. */
type RelayTestFrame = {
  id?: unknown
  method?: string
  params?: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number }
  }
  result?: unknown
  error?: { code: number; message: string }
}

/** A connected test client. */
export type RelayTestClient = {
  socket: WebSocket
  keyPair: Keypair
  /** The client's id as the relay sees it: the did:key of `keyPair`. */
  clientId: string
  /** Every frame received, oldest first, with its raw text. */
  frames: { text: string; frame: RelayTestFrame }[]
  /** Sends a raw text frame. */
  sendRaw(text: string): void
  /** Sends a request and resolves with the relay's answer to it (matched on the id's text). */
  request(method: string, params?: unknown, id?: string): Promise<RelayTestFrame>
  /** Resolves with the next `irn_subscription` not taken yet; acks it unless `ack: false`. */
  nextMessage(options?: { ack?: boolean; timeoutMs?: number }): Promise<RelayTestFrame>
  /** `irn_subscription` frames received and not taken by `nextMessage`. */
  unread(): RelayTestFrame[]
  close(): Promise<void>
}

/** The relay refused the upgrade: its HTTP status and error body as sent. */
class RelayUpgradeRefusedError extends Error {
  override name = 'RelayUpgradeRefusedError'
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body}`)
  }
}

let nextId = 1_700_000_000_000_000_000n

/** Connects to the relay with a freshly signed token; rejects with the HTTP status when refused. */
export async function connectRelayClient(
  parameters: ConnectRelayClientParameters,
): Promise<RelayTestClient> {
  const keyPair = parameters.keyPair ?? generateKeyPair()
  const auth =
    parameters.auth ??
    (await signJWT(
      'test-subject',
      parameters.audience ?? parameters.url,
      parameters.ttlSeconds ?? 3600,
      keyPair,
    ))
  const query = new URLSearchParams({ auth, projectId: parameters.projectId ?? 'test-project' })
  const extra = parameters.extraQuery ? `&${parameters.extraQuery}` : ''
  const socket = new WebSocket(`${parameters.url}/?${query}${extra}`, {
    headers: parameters.headers,
    autoPong: parameters.autoPong ?? true,
  })
  const frames: RelayTestClient['frames'] = []
  const waiters = new Set<() => void>()
  let taken = 0
  socket.on('message', (data) => {
    const text = data.toString()
    frames.push({ text, frame: JSON.parse(text) as RelayTestFrame })
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk
      })
      response.on('end', () => reject(new RelayUpgradeRefusedError(response.statusCode ?? 0, body)))
    })
    socket.once('error', reject)
  })

  const subscriptions = () =>
    frames.filter(({ frame }) => frame.method === 'irn_subscription').map(({ frame }) => frame)

  async function waitFor<result>(check: () => result | undefined, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (true) {
      const found = check()
      if (found !== undefined) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(
          `timed out after ${timeoutMs} ms; frames: ${frames.map((f) => f.text).join('\n')}`,
        )
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(wake, left)
        waiters.add(wake)
      })
    }
  }

  return {
    socket,
    keyPair,
    clientId: encodeIss(keyPair.publicKey),
    frames,
    sendRaw: (text) => socket.send(text),
    async request(method, params, id = JSON.stringify(String(nextId++))) {
      socket.send(
        `{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params ?? {})}}`,
      )
      return waitFor(
        () =>
          frames.find(
            ({ text, frame }) => frame.method === undefined && text.startsWith(`{"id":${id},`),
          )?.frame,
        5_000,
      )
    },
    async nextMessage(options = {}) {
      const frame = await waitFor(() => subscriptions()[taken], options.timeoutMs ?? 5_000)
      taken++
      if (options.ack !== false)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      return frame
    },
    unread: () => subscriptions().slice(taken),
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      await new Promise((resolve) => {
        socket.once('close', resolve)
        socket.close()
      })
    },
  }
}
