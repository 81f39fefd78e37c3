// A port for a process a test starts itself (PostgreSQL, Redis, a server node that comes back on
// the same port): free on 127.0.0.1 when asked, which another process may take before it is used.
import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'

/** A port free on 127.0.0.1 now. */
export async function getFreePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
