// The hooks every core test of a feature against a real server shares: the server starts once for
// the test file and stops after it; the clients a test connected are destroyed after the test.
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { connect } from '../src/actions/connect.js'
import type { LatchkeyClient } from '../src/client/LatchkeyClient.js'
import type { CreateLatchkeyParameters } from '../src/options/LatchkeyOptions.js'
import { createTestClient } from './createTestClient.js'

/** What `connectClient` makes. */
export type ConnectClientParameters = {
  /** The wallet's account; a fresh address by default. */
  address?: string | undefined
  /** Its Ether on the dev chain 31337, in wei (none by default). */
  balance?: bigint | undefined
  /** The client's options; by default the server's API (`{ apiUrl }`). */
  options?: Partial<CreateLatchkeyParameters> | undefined
}

/** Registers the file's hooks for the server `start` starts; returns it and how to connect clients. */
export function useTestServer<server extends { url: string; stop(): Promise<void> }>(
  start: () => Promise<server>,
) {
  let running: server | undefined
  const clients: LatchkeyClient[] = []
  // The server's embedded database (and a market's deployment) start slowly on a busy machine.
  beforeAll(async () => {
    running = await start()
  }, 180_000)
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
  })
  afterAll(() => running?.stop())
  const server = (): server => {
    if (!running) throw new Error('The test server has not started')
    return running
  }
  return {
    server,
    /** Destroys `client` after the test. */
    track<client extends LatchkeyClient>(client: client): client {
      clients.push(client)
      return client
    },
    /**
     * A client over the in-memory test wallet (test/createTestAdapter.ts) holding `address`,
     * connected on the dev chain, destroyed after the test.
     */
    async connectClient(parameters: ConnectClientParameters = {}): Promise<LatchkeyClient> {
      const address = parameters.address ?? `0x${randomBytes(20).toString('hex')}`
      const balances = parameters.balance ? { [`31337:${address}`]: parameters.balance } : {}
      const { client } = createTestClient({
        adapter: { accounts: [address], balances },
        options: parameters.options ?? { apiUrl: server().url },
      })
      clients.push(client)
      await connect(client, { connectorId: 'io.test' })
      return client
    },
  }
}
