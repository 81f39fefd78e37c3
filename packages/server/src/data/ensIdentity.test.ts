// The identity and names routes reading ENS on a real local chain (anvil with the dev ENS:
// our UniversalResolver, the public resolver, alice.eth for dev account 8), over real HTTP on
// PGlite. NFT metadata and the avatar image come from a local HTTP server the test runs.

import { createServer as createHttpServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import {
  type DevChain,
  deployNft,
  devAccounts,
  devEnsAvatarSvg,
  type StartDevChainsReturnType,
  setDevEnsText,
  startDevChains,
  waitForReceipt,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { type Abi, createPublicClient, createWalletClient, type Hex, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'

const alice = devAccounts[8]!
const mallory = devAccounts[7]!
let devnet: StartDevChainsReturnType
let chain: DevChain
let files: Server
let filesUrl: string
let testDatabase: TestDatabase
let server: FastifyInstance
let url: string
let clock = 1_700_000_000_000
// What the local file server answers, by path.
const served = new Map<string, { type: string; body: string }>()

beforeAll(async () => {
  devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false })
  chain = devnet.chains[0]!
  files = createHttpServer((request, response) => {
    const file = served.get(request.url ?? '')
    if (!file) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
  served.set('/alice.svg', { type: 'image/svg+xml', body: devEnsAvatarSvg })
  testDatabase = await getTestDatabases()[0]!.create()
  server = createServer({
    config: {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
      data: {
        now: () => clock,
        indexer: { enabled: false },
        config: {
          chains: { 'eip155:31337': { ens: { universalResolver: chain.ens!.universalResolver } } },
          names: [{ name: 'bob.latchkey.eth', address: devAccounts[9]!.address }],
          avatarHosts: ['127.0.0.1'],
        },
      },
    },
    database: testDatabase.database,
  })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await testDatabase?.drop()
  files?.close()
  await devnet?.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${url}${path}`)
  return { status: response.status, body: await response.json() }
}
const identity = async (address: string) => {
  const { status, body } = await get(`/v1/identity/${address}?sender=${address}`)
  expect(status).toBe(200)
  return body as { name: string | null; avatar: string | null }
}
const setAvatar = (value: string) =>
  setDevEnsText({ rpcUrl: chain.rpcUrl, ens: chain.ens!, name: 'alice.eth', key: 'avatar', value })
/** Sets an avatar record and moves past the 5 minutes an identity is kept. */
const avatarOf = async (record: string) => {
  await setAvatar(record)
  clock += 300_000
  return (await identity(alice.address)).avatar
}

describe('identity from ENS', () => {
  test('default: the primary name and its avatar, kept 5 minutes', async () => {
    await setAvatar(`${filesUrl}/alice.svg`)
    expect(await identity(alice.address)).toEqual({
      name: 'alice.eth',
      avatar: `${filesUrl}/alice.svg`,
    })
    // Another record on chain: the kept answer is given until 5 minutes have passed.
    await setAvatar('https://avatars.example/alice.png')
    clock += 299_999
    expect((await identity(alice.address)).avatar).toBe(`${filesUrl}/alice.svg`)
    clock += 1
    expect((await identity(alice.address)).avatar).toBe('https://avatars.example/alice.png')
  })

  test('behavior: the names table still answers where ENS has no name', async () => {
    expect(await identity(devAccounts[9]!.address)).toEqual({
      name: 'bob.latchkey.eth',
      avatar: null,
    })
    expect(await identity(devAccounts[6]!.address)).toEqual({ name: null, avatar: null })
  })

  test('behavior: a reverse record whose forward record is another address is refused', async () => {
    // Mallory claims alice.eth as her primary name; alice.eth points to dev account 8.
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({
      account: privateKeyToAccount(mallory.privateKey),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: chain.ens!.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['alice.eth'],
      chain: null,
    })
    expect((await waitForReceipt(client, { hash })).status).toBe('success')
    expect(await identity(mallory.address)).toEqual({ name: null, avatar: null })
  })

  test('behavior: avatar kinds', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from(devEnsAvatarSvg).toString('base64')}`
    expect(await avatarOf(svg)).toBe(svg)
    expect(await avatarOf('https://avatars.example/a.png')).toBe('https://avatars.example/a.png')
    // Not an image, a scheme we do not resolve, plain http to a host not listed.
    expect(await avatarOf('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(
      await avatarOf('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'),
    ).toBeNull()
    expect(await avatarOf('http://avatars.example/a.png')).toBeNull()
  })

  test('behavior: an ERC-721 avatar is its metadata image, only while alice holds it', async () => {
    served.set('/nft/0', {
      type: 'application/json',
      body: JSON.stringify({ name: 'Key #0', image: 'https://nft.example/0.png' }),
    })
    served.set('/nft/1', {
      type: 'application/json',
      body: JSON.stringify({ name: 'Key #1', image: 'https://nft.example/1.png' }),
    })
    const nft = await deployNft({
      rpcUrl: chain.rpcUrl,
      name: 'Latchkey Keys',
      symbol: 'KEY',
      mintTo: [alice.address, mallory.address],
      baseUri: `${filesUrl}/nft/`,
    })
    expect(await avatarOf(`eip155:31337/erc721:${nft.address}/0`)).toBe('https://nft.example/0.png')
    // Token 1 is Mallory's: not alice's avatar.
    expect(await avatarOf(`eip155:31337/erc721:${nft.address}/1`)).toBeNull()
    // A chain the server does not serve, and a token that does not exist.
    expect(await avatarOf(`eip155:1/erc721:${nft.address}/0`)).toBeNull()
    expect(await avatarOf(`eip155:31337/erc721:${nft.address}/99`)).toBeNull()
  })

  test('behavior: an ERC-1155 avatar, its {id} filled in, metadata in a data URL', async () => {
    const metadata = Buffer.from(JSON.stringify({ image: 'https://nft.example/1155.png' }))
    const address = await deploy1155(`data:application/json;base64,${metadata.toString('base64')}`)
    expect(await avatarOf(`eip155:31337/erc1155:${address}/7`)).toBe('https://nft.example/1155.png')
    // Alice holds none of id 8.
    expect(await avatarOf(`eip155:31337/erc1155:${address}/8`)).toBeNull()
    served.set(`/1155/${'0'.repeat(63)}7.json`, {
      type: 'application/json',
      body: JSON.stringify({ image_url: `${filesUrl}/alice.svg` }),
    })
    const templated = await deploy1155(`${filesUrl}/1155/{id}.json`)
    expect(await avatarOf(`eip155:31337/erc1155:${templated}/7`)).toBe(`${filesUrl}/alice.svg`)
  })

  test('behavior: metadata larger than 64 KB is not read', async () => {
    served.set('/nft/big', {
      type: 'application/json',
      body: JSON.stringify({ image: 'https://nft.example/big.png', pad: 'x'.repeat(70_000) }),
    })
    const nft = await deployNft({
      rpcUrl: chain.rpcUrl,
      name: 'Big',
      symbol: 'BIG',
      mintTo: [alice.address],
      baseUri: `${filesUrl}/nft/big?`,
    })
    expect(await avatarOf(`eip155:31337/erc721:${nft.address}/0`)).toBeNull()
  })
})

describe('names from ENS', () => {
  test('default: an ENS name answers its address (any case); the names table first', async () => {
    expect(await get('/v1/profile/account/Alice.ETH')).toEqual({
      status: 200,
      body: { name: 'alice.eth', addresses: { '60': { address: alice.address } }, attributes: {} },
    })
    expect((await get('/v1/profile/account/bob.latchkey.eth')).body.addresses).toEqual({
      '60': { address: devAccounts[9]!.address.toLowerCase() },
    })
  })

  test('behavior: unknown names are 404, bad ones 400', async () => {
    expect(await get('/v1/profile/account/nobody.eth')).toMatchObject({
      status: 404,
      body: { error: { code: 'NAME_NOT_FOUND' } },
    })
    // Registered, with a resolver, but no address.
    expect((await get('/v1/profile/account/latchkey.eth')).status).toBe(404)
    expect((await get('/v1/profile/account/a%00b.eth')).status).toBe(400)
    expect((await get('/v1/identity/0xZZ')).status).toBe(400)
  })
})

/** Deploys OpenZeppelin's ERC-1155 with `uri` and mints 1 of id 7 to alice. */
async function deploy1155(uri: string): Promise<`0x${string}`> {
  const artifact = createRequire(import.meta.url)(
    '@openzeppelin/contracts/build/contracts/ERC1155PresetMinterPauser.json',
  ) as { abi: Abi; bytecode: Hex }
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(devAccounts[0]!.privateKey),
    transport: http(chain.rpcUrl),
  })
  const deployed = await waitForReceipt(client, {
    hash: await wallet.deployContract({ ...artifact, args: [uri], chain: null }),
  })
  const address = deployed.contractAddress!
  const minted = await waitForReceipt(client, {
    hash: await wallet.writeContract({
      address,
      abi: artifact.abi,
      functionName: 'mint',
      args: [alice.address, 7n, 1n, '0x'],
      chain: null,
    }),
  })
  expect(minted.status).toBe('success')
  return address
}
