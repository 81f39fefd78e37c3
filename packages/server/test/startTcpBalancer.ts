// A small TCP load balancer for tests, as a deployment puts in front of several nodes: each
// connection goes to the next backend in turn, skipping one that refuses the connection, and its
// bytes are piped both ways until either side closes. It also stands for a network cut: `cut()`.
import { once } from 'node:events'
import { type AddressInfo, connect, createServer, type Socket } from 'node:net'

/** A running balancer. */
export type TcpBalancer = {
  /** The port it listens on, on 127.0.0.1. */
  port: number
  /** Connections piped to each backend port since the start. */
  readonly routed: ReadonlyMap<number, number>
  /** Connections piped to `port` and open now. */
  active(port: number): number
  /** Closes every piped connection and refuses new ones until `restore()`: a network cut. */
  cut(): void
  /** Takes connections again after `cut()`. */
  restore(): void
  close(): Promise<void>
}

/** Starts a balancer on a free port in front of `backends` (ports on 127.0.0.1), round-robin. */
export async function startTcpBalancer(backends: readonly number[]): Promise<TcpBalancer> {
  const open = new Set<Socket>()
  const routed = new Map<number, number>()
  const active = new Map<number, number>()
  let next = 0
  let isCut = false

  // Tries each backend once, from the next in turn; resolves with the first that accepts.
  async function connectBackend(): Promise<{ socket: Socket; port: number } | undefined> {
    for (let tried = 0; tried < backends.length; tried++) {
      const port = backends[next++ % backends.length]!
      const socket = connect(port, '127.0.0.1')
      const outcome = await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true))
        socket.once('error', () => resolve(false))
      })
      if (outcome) return { socket, port }
      socket.destroy()
    }
    return undefined
  }

  const server = createServer({ pauseOnConnect: true }, async (client) => {
    if (isCut) {
      client.destroy()
      return
    }
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => client.destroy())
    const backend = await connectBackend()
    if (!backend || client.destroyed || isCut) {
      backend?.socket.destroy()
      client.destroy()
      return
    }
    const { socket } = backend
    routed.set(backend.port, (routed.get(backend.port) ?? 0) + 1)
    active.set(backend.port, (active.get(backend.port) ?? 0) + 1)
    open.add(socket)
    socket.on('close', () => {
      open.delete(socket)
      active.set(backend.port, (active.get(backend.port) ?? 0) - 1)
      client.destroy()
    })
    socket.on('error', () => socket.destroy())
    client.on('close', () => socket.destroy())
    client.pipe(socket)
    socket.pipe(client)
    client.resume()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')

  return {
    port: (server.address() as AddressInfo).port,
    routed,
    active: (port) => active.get(port) ?? 0,
    cut() {
      isCut = true
      for (const socket of open) socket.destroy()
    },
    restore() {
      isCut = false
    },
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
