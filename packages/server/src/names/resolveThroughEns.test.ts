// Names that resolve everywhere (issue 30, item 5), end to end on a real local chain: anvil with
// the dev ENS (our UniversalResolver, the OffchainResolver of latchkey.eth and default.reverse),
// the server's name service and CCIP-read gateway over real HTTP on PGlite. A name registered
// through the route resolves in viem's getEnsAddress and getEnsName, which call only the chain:
// the chain sends viem to the gateway, and the resolver checks the gateway's signature.

import { getEvmCoinType } from '@latchkey/core/protocol'
import {
  type DevChain,
  devAccounts,
  devNameGatewayAccount,
  type StartDevChainsReturnType,
  setDevNameGateway,
  startDevChains,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'

const alice = devAccounts[8]!
let devnet: StartDevChainsReturnType
let chain: DevChain
let testDatabase: TestDatabase
let server: FastifyInstance
let url: string
let client: PublicClient
// The gateway requests that reached the server over HTTP.
let gatewayRequests = 0

beforeAll(async () => {
  devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false })
  chain = devnet.chains[0]!
  testDatabase = await getTestDatabases()[0]!.create()
  server = createServer({
    config: {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
      names: { suffix: 'latchkey.eth', gatewayPrivateKey: devNameGatewayAccount.privateKey },
      data: {
        indexer: { enabled: false },
        config: {
          chains: { 'eip155:31337': { ens: { universalResolver: chain.ens!.universalResolver } } },
        },
      },
    },
    database: testDatabase.database,
  })
  server.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/ccip')) gatewayRequests++
  })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
  await setDevNameGateway({
    rpcUrl: chain.rpcUrl,
    ens: chain.ens!,
    url: `${url}/v1/ccip/{sender}/{data}.json`,
    signer: devNameGatewayAccount.address,
  })
  client = createPublicClient({
    chain: {
      id: 31337,
      name: 'dev chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: chain.ens!.universalResolver } },
    },
    transport: http(chain.rpcUrl),
  })
}, 90_000)
afterAll(async () => {
  await server?.close()
  await testDatabase?.drop()
  await devnet?.stop()
})

/** Registers `name` for a fresh key through the route, signed on the dev chain's coin type. */
async function register(name: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name,
    attributes: { url: 'https://example.com' },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: getEvmCoinType(31337),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
  return account.address
}

describe('names under latchkey.eth on the dev chain', () => {
  test('a name registered through the route resolves forward and back in viem, through the chain alone', async () => {
    const address = await register('frida.latchkey.eth')
    expect(await client.getEnsAddress({ name: 'frida.latchkey.eth' })).toBe(address)
    expect(await client.getEnsText({ name: 'frida.latchkey.eth', key: 'url' })).toBe(
      'https://example.com',
    )
    // No reverse record on chain: default.reverse's resolver asks the gateway, then the
    // UniversalResolver checks the forward address (a second lookup).
    expect(await client.getEnsName({ address })).toBe('frida.latchkey.eth')
  })

  test('a name nobody registered resolves to nothing, and alice.eth is as before', async () => {
    expect(await client.getEnsAddress({ name: 'nobody-here.latchkey.eth' })).toBeNull()
    expect(
      await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address }),
    ).toBeNull()
    expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(alice.address)
    expect(await client.getEnsName({ address: alice.address })).toBe('alice.eth')
  })

  test('answers signed by a key the resolver does not trust are refused on chain', async () => {
    const address = await register('gwen.latchkey.eth')
    // The resolver now trusts another signer: the gateway's answers no longer pass.
    await setDevNameGateway({
      rpcUrl: chain.rpcUrl,
      ens: chain.ens!,
      url: `${url}/v1/ccip/{sender}/{data}.json`,
      signer: privateKeyToAccount(generatePrivateKey()).address,
    })
    try {
      await expect(
        client.getEnsAddress({ name: 'gwen.latchkey.eth', strict: true }),
      ).rejects.toThrow()
      expect(await client.getEnsAddress({ name: 'gwen.latchkey.eth' })).toBeNull()
    } finally {
      await setDevNameGateway({
        rpcUrl: chain.rpcUrl,
        ens: chain.ens!,
        url: `${url}/v1/ccip/{sender}/{data}.json`,
        signer: devNameGatewayAccount.address,
      })
    }
    expect(await client.getEnsAddress({ name: 'gwen.latchkey.eth' })).toBe(address)
  })

  test('the identity route answers a registered name from ENS and the profile route from its records', async () => {
    const address = await register('hilda.latchkey.eth')
    const before = gatewayRequests
    const identity = await (await fetch(`${url}/v1/identity/${address}`)).json()
    expect(identity).toMatchObject({ name: 'hilda.latchkey.eth' })
    // The server's own ENS reads answer its gateway in the process, not over HTTP.
    expect(gatewayRequests).toBe(before)
    const profile = await (await fetch(`${url}/v1/profile/account/hilda.latchkey.eth`)).json()
    expect(profile.addresses[String(getEvmCoinType(31337))].address.toLowerCase()).toBe(
      address.toLowerCase(),
    )
  })
})
