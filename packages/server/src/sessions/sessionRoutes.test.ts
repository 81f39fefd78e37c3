// The sessions routes in front of a real anvil node with ERC-4337 v0.7 and the session-key
// account deployed as the dev chains have them: an owner upgrades its SimpleAccount and grants a
// session key, then lists and revokes it through the routes.
import {
  type AnvilInstance,
  createDevSimpleAccount,
  deployAccountAbstraction,
  devAccounts,
  devBundlerAccount,
  devSessionRelayerAccount,
  grantDevSession,
  startAnvil,
} from '@latchkey/devchain'
import fastify, { type FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorHandler } from '../http/errorHandler.js'
import { type SessionRoutesOptions, sessionRoutes } from './sessionRoutes.js'

const owner = privateKeyToAccount(devAccounts[8]!.privateKey)
const sessionKey = privateKeyToAccount(generatePrivateKey())
const target = devAccounts[9]!.address
let anvil: AnvilInstance
let server: FastifyInstance
let url: string
let client: PublicClient
let account: Address
let expiry: number

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  server = fastify()
  server.setErrorHandler(errorHandler)
  server.decorate('checkProject', async () => {})
  server.register(sessionRoutes, routeOptions({ privateKey: devSessionRelayerAccount.privateKey }))
  url = await server.listen({ host: '127.0.0.1', port: 0 })
  // The owner deploys its SimpleAccount, then upgrades it and grants the key in one call.
  account = await createDevSimpleAccount({ rpcUrl: anvil.rpcUrl, owner })
  expiry = await grantDevSession({
    rpcUrl: anvil.rpcUrl,
    account,
    owner,
    key: sessionKey.address,
    target,
    valueLimit: parseEther('0.01'),
    callLimit: 100n,
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

function routeOptions(relayer: SessionRoutesOptions['relayer']): SessionRoutesOptions {
  return {
    bundler: { privateKey: devBundlerAccount.privateKey, chains: ['eip155:31337'] },
    relayer,
    upstreams: new Map([['eip155:31337', anvil.rpcUrl]]),
    limits: { sessionsMaxPendingRevocations: 4 },
  }
}

const list = async (address: string, query = '') => {
  const response = await fetch(`${url}/v1/sessions/${address}${query}`)
  return { status: response.status, body: await response.json() }
}
const revoke = async (body: unknown, query = '?chainId=eip155:31337', base = url) => {
  const response = await fetch(`${base}/v1/sessions/${account}/revoke${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const revokeSignature = async (signer: typeof owner) => {
  const digest = await client.readContract({
    address: account,
    abi: parseAbi(['function revokeDigest(address key) view returns (bytes32)']),
    functionName: 'revokeDigest',
    args: [sessionKey.address],
  })
  return signer.signMessage({ message: { raw: digest } })
}

describe('sessionRoutes', () => {
  test('GET lists the live session keys an account holds, read from the chain', async () => {
    expect(await list(account)).toEqual({
      status: 200,
      body: {
        address: account,
        sessions: [
          {
            chainId: 'eip155:31337',
            permissionsContext: sessionKey.address,
            contract: target,
            selector: '0xa9059cbb',
            expiry,
            spendLimit: '0x2386f26fc10000',
            spent: '0x0',
            tokenLimit: '0x64',
            tokenSpent: '0x0',
          },
        ],
      },
    })
    // A plain account (or an undeployed address) holds none.
    expect((await list(owner.address)).body.sessions).toEqual([])
  })

  test('bad input is refused with the field named', async () => {
    const bad = await list('0x1234')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toMatch(/address must be a 0x address/)
    const chain = await list(account, '?chainId=eip155:1')
    expect(chain.status).toBe(404)
    expect(chain.body.error.message).toMatch(/No smart sessions on eip155:1/)
    const body = await revoke({ pci: sessionKey.address, signature: '0x12' })
    expect(body.status).toBe(400)
    expect(body.body.error.message).toMatch(/signature must be the owner's 65-byte signature/)
  })

  test("POST revoke takes only the owner's signature, then the key is gone", async () => {
    const forged = await revoke({
      pci: sessionKey.address,
      signature: await revokeSignature(sessionKey),
    })
    expect(forged.status).toBe(401)
    expect(forged.body.error.code).toBe('INVALID_SIGNATURE')
    expect((await list(account)).body.sessions).toHaveLength(1)

    const signature = await revokeSignature(owner)
    const revoked = await revoke({ pci: sessionKey.address, signature })
    expect(revoked.status).toBe(200)
    expect(revoked.body).toMatchObject({ revoked: true, pci: sessionKey.address })
    const receipt = await client.getTransactionReceipt({ hash: revoked.body.transactionHash })
    expect(receipt.status).toBe('success')
    // Sent by the relayer's own key, not the bundler's (whose nonces the bundles take).
    expect(receipt.from).toBe(devSessionRelayerAccount.address.toLowerCase())
    expect((await list(account)).body.sessions).toEqual([])
    const again = await revoke({ pci: sessionKey.address, signature })
    expect([again.status, again.body.error.code]).toEqual([409, 'SESSION_REVOKED'])
  })

  test('errors: a server without a relayer key relays no revocation (503)', async () => {
    const bare = fastify()
    bare.setErrorHandler(errorHandler)
    bare.decorate('checkProject', async () => {})
    bare.register(sessionRoutes, routeOptions(undefined))
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 })
    try {
      const signature = await revokeSignature(owner)
      const answer = await revoke({ pci: sessionKey.address, signature }, undefined, bareUrl)
      expect(answer).toEqual({
        status: 503,
        body: {
          error: {
            code: 'REVOKE_UNAVAILABLE',
            message:
              'This server relays no revocations (LATCHKEY_SESSIONS_RELAYER_KEY is not set); revoke through the wallet',
          },
        },
      })
    } finally {
      await bare.close()
    }
  })
})
