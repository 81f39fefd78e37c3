// Sign-in with a smart account over real HTTP: permissionless's SimpleAccount (ERC-4337 v0.7's
// reference account, deployed the way the dev chains have it) on a real anvil node, before its
// deployment (the owner's signature in an ERC-6492 wrapper carrying the factory call) and after
// (the owner's plain signature), as the embedded wallet's smart account signs.

import { formatSIWXMessage } from '@latchkey/core/protocol'
import {
  type AnvilInstance,
  accountAbstractionAddresses,
  deployAccountAbstraction,
  devAccounts,
  startAnvil,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'

const origin = 'http://127.0.0.1:5173'
const owner = privateKeyToAccount(devAccounts[4]!.privateKey)
const stranger = privateKeyToAccount(devAccounts[5]!.privateKey)
const chain = defineChain({
  id: 31337,
  name: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

let anvil: AnvilInstance
let database: Database
let server: FastifyInstance
let url: string
let client: PublicClient
beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: 31337 }), createPgliteDatabase()])
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
  }
  server = createServer({ config, database })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

async function post(path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

async function messageFor(accountAddress: string): Promise<string> {
  const { body } = await post('/v1/siwx/nonce', {})
  const issuedAt = new Date()
  return formatSIWXMessage({
    chainId: 'eip155:31337',
    accountAddress,
    scheme: 'http',
    domain: '127.0.0.1:5173',
    uri: `${origin}/`,
    version: '1',
    statement: 'Sign in with a smart account',
    nonce: body.nonce,
    issuedAt: issuedAt.toISOString(),
    expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
  })
}

const verify = (message: string, signature: Hex) => post('/v1/siwx/verify', { message, signature })
const refused = {
  status: 401,
  body: { error: { code: 'SIWX_INVALID_SIGNATURE', message: expect.any(String) } },
}

function simpleAccount(index: bigint) {
  return toSimpleSmartAccount({
    client,
    owner,
    index,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
}

describe('SIWX with a smart account', () => {
  test('behavior: a counterfactual SimpleAccount signs in through ERC-6492, nothing deployed', async () => {
    const account = await simpleAccount(0n)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const { factory, factoryData } = await account.getFactoryArgs()
    expect(factory).toBe(accountAbstractionAddresses.simpleAccountFactory)
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory!, data: factoryData!, signature })

    const message = await messageFor(account.address)
    const verified = await verify(message, wrap(await owner.signMessage({ message })))
    expect(verified.status).toBe(200)
    expect(verified.body.session.address).toBe(account.address)
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    // Another key's signature in the same wrapper is not the account's.
    const other = await messageFor(account.address)
    expect(await verify(other, wrap(await stranger.signMessage({ message: other })))).toEqual(
      refused,
    )
  })

  test('behavior: a deployed SimpleAccount signs in through its owner', async () => {
    const account = await simpleAccount(1n)
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: accountAbstractionAddresses.simpleAccountFactory,
      abi: parseAbi(['function createAccount(address owner, uint256 salt) returns (address)']),
      functionName: 'createAccount',
      args: [owner.address, 1n],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await client.getCode({ address: account.address })).toMatch(/^0x./)

    const message = await messageFor(account.address)
    const verified = await verify(message, await owner.signMessage({ message }))
    expect(verified.status).toBe(200)
    expect(verified.body.session.address).toBe(account.address)

    const other = await messageFor(account.address)
    expect(await verify(other, await stranger.signMessage({ message: other }))).toEqual(refused)
  })

  test('errors: a wrapper whose factory call leads to another account is refused', async () => {
    const mine = await simpleAccount(2n)
    const theirs = await toSimpleSmartAccount({
      client,
      owner: stranger,
      index: 2n,
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    // The stranger's own deployment, offered for the owner's account: it does not lead there.
    const { factory, factoryData } = await theirs.getFactoryArgs()
    const message = await messageFor(mine.address)
    const signature = serializeErc6492Signature({
      address: factory!,
      data: factoryData!,
      signature: await stranger.signMessage({ message }),
    })
    expect(await verify(message, signature)).toEqual(refused)
  })
})
