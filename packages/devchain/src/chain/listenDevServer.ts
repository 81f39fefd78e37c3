import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A dev service listening: its base URL and how to stop it. */
export type DevServerInstance = {
  /** `http://<host>:<port>`, the port the system picked when 0 was asked. */
  url: string
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

/**
 * Starts a dev service's HTTP server on `host` and `port` (0 lets the system pick a free one),
 * failing as the port does (in use, refused); its close ends the open connections too, so a test
 * or the stack stops without waiting for a browser's keep-alive sockets.
 */
export async function listenDevServer(
  server: Server,
  { host, port }: { host: string; port: number },
): Promise<DevServerInstance> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  // Listening on a TCP host: the address is an AddressInfo, not a pipe's name.
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
