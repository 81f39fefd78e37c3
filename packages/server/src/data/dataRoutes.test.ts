// The data API over real HTTP against two real local chains (anvil, with the dev tokens), on
// PGlite and (when enabled) PostgreSQL: transfers are sent, indexed, then read back through the
// routes. The indexer runs when told (catchUp) so each test knows what is indexed.

import type { Transaction } from '@latchkey/core'
import {
  balanceResponseSchema,
  checkDataApiBody,
  getTransactionSign,
  groupTransactionsByYearAndMonth,
  historyResponseSchema,
  profileAccountResponseSchema,
} from '@latchkey/core/protocol'
import {
  type DevChain,
  deployNft,
  devAccounts,
  type StartDevChainsReturnType,
  startDevChains,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDevSender, type DevSender } from '../../test/createDevSender.js'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { type Config, loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { addProject } from '../projects/addProject.js'

let devnet: StartDevChainsReturnType
let main: DevChain
let second: DevChain
let senders: { main: DevSender; second: DevSender }
beforeAll(async () => {
  devnet = await startDevChains()
  ;[main, second] = devnet.chains as [DevChain, DevChain]
  senders = { main: createDevSender(main), second: createDevSender(second) }
})
afterAll(() => devnet?.stop())

const funder = devAccounts[1]!.privateKey
const missingToken = '0x00000000000000000000000000000000000dead1'
const fresh = () => {
  const key = generatePrivateKey()
  return { key, address: privateKeyToAddress(key), lower: privateKeyToAddress(key).toLowerCase() }
}

function serverConfig(now: () => number): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    chains: [
      { caipNetworkId: 'eip155:31337', rpcUrl: main.rpcUrl },
      { caipNetworkId: 'eip155:31338', rpcUrl: second.rpcUrl },
      // Not eip155: the proxy may serve it, the data API does not.
      { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:1' },
    ],
    data: {
      now,
      indexer: { enabled: false },
      config: {
        chains: {
          'eip155:31337': {
            tokens: [
              { ...main.token, address: main.token.address },
              { address: missingToken, name: 'Gone', symbol: 'GONE', decimals: 18 },
            ],
          },
          'eip155:31338': {
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            tokens: [{ ...second.token, iconUrl: 'https://icons.example/lke.png' }],
          },
        },
        prices: { ETH: 3000, LKD: 1, LKE: 1.1 },
        names: [
          {
            name: 'ivy.latchkey.eth',
            address: '0x00000000000000000000000000000000000000A1',
            avatar: 'https://avatars.example/ivy.png',
          },
        ],
      },
    },
  }
}

describe.each(getTestDatabases())('data routes on $name', (kind) => {
  let testDatabase: TestDatabase
  let server: FastifyInstance
  let url: string
  let clock = 1_700_000_000_000
  beforeAll(async () => {
    if (kind.skipped) return
    testDatabase = await kind.create()
    server = createServer({ config: serverConfig(() => clock), database: testDatabase.database })
    url = await server.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await server?.close()
    await testDatabase?.drop()
    await kind.stop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`)
    return { status: response.status, headers: response.headers, body: await response.json() }
  }
  const history = async (address: string, query = '') => {
    const { status, body } = await get(`/v1/account/${address}/history${query}`)
    expect(status).toBe(200)
    expect(checkDataApiBody(historyResponseSchema, body)).toMatchObject({ success: true })
    return body as { data: Transaction[]; next: string | null }
  }
  const summary = (entry: Transaction) => ({
    type: entry.metadata.operationType,
    status: entry.metadata.status,
    transfers: entry.transfers.map((transfer) =>
      transfer.nft_info
        ? `${transfer.direction} ${transfer.nft_info.name}${transfer.nft_info.flags.is_spam ? ' (spam)' : ''}`
        : `${transfer.direction} ${getTransactionSign(entry.metadata.operationType)}${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`,
    ),
  })

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'routes', () => {
    test('supported-chains: the configured eip155 and solana chains', async () => {
      expect(await get('/v1/supported-chains')).toMatchObject({
        status: 200,
        body: {
          http: ['eip155:31337', 'eip155:31338', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
          ws: [],
        },
      })
    })

    test('balance: the native coin and each listed token held, priced, read from the chain', async () => {
      const holder = fresh()
      await senders.main.sendNative(funder, holder.address, parseEther('1.5'))
      await senders.main.sendToken(funder, main.token.address, holder.address, parseEther('25'))
      const { status, headers, body } = await get(
        `/v1/account/${holder.address}/balance?currency=usd&chainId=eip155:31337&projectId=p1`,
      )
      expect(status).toBe(200)
      expect(headers.get('cache-control')).toBe('no-store')
      expect(checkDataApiBody(balanceResponseSchema, body)).toMatchObject({ success: true })
      expect(body).toEqual({
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            value: 4500,
            price: 3000,
            quantity: { decimals: '18', numeric: '1.5' },
            iconUrl: `${url}/public/getTokenImage/ETH?projectId=p1`,
          },
          {
            name: 'Latchkey Dollar',
            symbol: 'LKD',
            chainId: 'eip155:31337',
            address: `eip155:31337:${main.token.address.toLowerCase()}`,
            value: 25,
            price: 1,
            quantity: { decimals: '18', numeric: '25' },
            iconUrl: `${url}/public/getTokenImage/LKD?projectId=p1`,
          },
        ],
      })
    })

    test('balance: without chainId, every served chain; an unsupported chain is empty', async () => {
      const holder = fresh()
      await senders.second.sendToken(funder, second.token.address, holder.address, parseEther('2'))
      const { body } = await get(`/v1/account/${holder.address}/balance`)
      expect(
        body.balances.map(
          (entry: {
            chainId: string
            symbol: string
            quantity: { numeric: string }
            value: number
          }) => `${entry.chainId} ${entry.quantity.numeric} ${entry.symbol} $${entry.value}`,
        ),
      ).toEqual(['eip155:31337 0 ETH $0', 'eip155:31338 0 ETH $0', 'eip155:31338 2 LKE $2.2'])
      expect(body.balances[2].iconUrl).toBe('https://icons.example/lke.png')
      for (const chainId of ['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
        expect(await get(`/v1/account/${holder.address}/balance?chainId=${chainId}`)).toMatchObject(
          {
            status: 200,
            body: { balances: [] },
          },
        )
    })

    test('balance: reused for 30 s unless forceUpdate', async () => {
      const holder = fresh()
      const read = async (query = '') => {
        const { body } = await get(
          `/v1/account/${holder.address}/balance?chainId=eip155:31337${query}`,
        )
        return body.balances[0].quantity.numeric as string
      }
      await senders.main.sendNative(funder, holder.address, parseEther('1'))
      expect(await read()).toBe('1')
      await senders.main.sendNative(funder, holder.address, parseEther('1'))
      clock += 29_999
      expect(await read()).toBe('1')
      expect(await read('&forceUpdate=true')).toBe('2')
      await senders.main.sendNative(funder, holder.address, parseEther('1'))
      // The forced read started a new 30 s.
      clock += 29_999
      expect(await read()).toBe('2')
      clock += 1
      expect(await read()).toBe('3')
    })

    test('history: newest first, with operation types, directions and signs', async () => {
      const alice = fresh()
      const bob = fresh()
      await senders.main.sendNative(funder, alice.address, parseEther('10'))
      await senders.main.sendToken(funder, main.token.address, alice.address, parseEther('100'))
      await senders.main.sendNative(alice.key, bob.address, parseEther('1.5'))
      await senders.main.sendToken(alice.key, main.token.address, bob.address, parseEther('25'))
      await senders.main.sendNative(bob.key, alice.address, parseEther('0.1'))
      await server.dataIndexer.catchUp()

      const ofBob = await history(bob.address)
      expect(ofBob.next).toBeNull()
      expect(ofBob.data.map(summary)).toEqual([
        { type: 'send', status: 'confirmed', transfers: ['out 0.1 ETH'] },
        { type: 'receive', status: 'confirmed', transfers: ['in +25 LKD'] },
        { type: 'receive', status: 'confirmed', transfers: ['in +1.5 ETH'] },
      ])
      const ofAlice = await history(alice.lower)
      expect(ofAlice.data.map(summary)).toEqual([
        { type: 'receive', status: 'confirmed', transfers: ['in +0.1 ETH'] },
        { type: 'send', status: 'confirmed', transfers: ['out 25 LKD'] },
        { type: 'send', status: 'confirmed', transfers: ['out 1.5 ETH'] },
        { type: 'receive', status: 'confirmed', transfers: ['in +100 LKD'] },
        { type: 'receive', status: 'confirmed', transfers: ['in +10 ETH'] },
      ])
      const [latest] = ofBob.data
      expect(latest?.metadata).toMatchObject({
        sentFrom: bob.lower,
        sentTo: alice.lower,
        chain: 'eip155:31337',
        nonce: 0,
      })
      expect(latest?.id).toBe(`eip155:31337:${latest?.metadata.hash}`)
      expect(ofBob.data[1]?.transfers[0]).toMatchObject({
        fungible_info: {
          name: 'Latchkey Dollar',
          symbol: 'LKD',
          icon: { url: `${url}/public/getTokenImage/LKD` },
        },
        price: 1,
        value: 25,
      })
      const times = ofAlice.data.map((entry) => Date.parse(entry.metadata.minedAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    })

    test('history: pages of 20 by an opaque cursor, neither skipping nor repeating', async () => {
      const carol = fresh()
      const sent: string[] = []
      // The transfers cross a power of ten in block numbers (99 to 100, 999 to 1000): the order
      // must be numeric, not textual.
      const { number } = await senders.main.latestBlock()
      const boundary = 10 ** String(Number(number) + 12).length
      await senders.main.mine(boundary - 12 - Number(number))
      for (let index = 1; index <= 23; index++) {
        const receipt = await senders.main.sendNative(funder, carol.address, BigInt(index))
        sent.push(receipt.transactionHash)
      }
      await server.dataIndexer.catchUp('eip155:31337')
      const first = await history(carol.address)
      expect(first.data).toHaveLength(20)
      expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/)
      const second = await history(carol.address, `?cursor=${first.next}`)
      expect(second.data).toHaveLength(3)
      expect(second.next).toBeNull()
      const hashes = [...first.data, ...second.data].map((entry) => entry.metadata.hash)
      expect(hashes).toEqual([...sent].reverse())
      expect(second.data.at(-1)?.transfers[0]?.quantity.numeric).toBe('0.000000000000000001')
    })

    test('history: grouped by year and month, newest first', async () => {
      const dave = fresh()
      const { timestamp } = await senders.main.latestBlock()
      const day = 24 * 60 * 60
      for (const offset of [40 * day, 80 * day, 80 * day + 60]) {
        await senders.main.setNextBlockTimestamp(timestamp + offset)
        await senders.main.sendNative(funder, dave.address, parseEther('1'))
      }
      await server.dataIndexer.catchUp('eip155:31337')
      const groups = groupTransactionsByYearAndMonth((await history(dave.address)).data)
      expect(groups.map((group) => group.transactions.length)).toEqual([2, 1])
      const [newest, oldest] = groups
      expect(newest!.year * 12 + newest!.month).toBeGreaterThan(oldest!.year * 12 + oldest!.month)
      const first = new Date((timestamp + 80 * day) * 1000)
      expect([newest?.year, newest?.month]).toEqual([first.getFullYear(), first.getMonth()])
    })

    test('history: chainId keeps one chain; without it chains are merged by time', async () => {
      const erin = fresh()
      await senders.main.sendNative(funder, erin.address, parseEther('1'))
      await senders.second.sendNative(funder, erin.address, parseEther('2'))
      await server.dataIndexer.catchUp()
      const all = await history(erin.address)
      expect(all.data.map((entry) => entry.metadata.chain).sort()).toEqual([
        'eip155:31337',
        'eip155:31338',
      ])
      const onSecond = await history(erin.address, '?chainId=eip155:31338')
      expect(onSecond.data.map(summary)).toEqual([
        { type: 'receive', status: 'confirmed', transfers: ['in +2 ETH'] },
      ])
      expect(await history(erin.address, '?chainId=eip155:10')).toEqual({ data: [], next: null })
      // A well-formed chain the server does not serve (or serves no history of) is the empty default.
      for (const chainId of [
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'bip122:000000000019d6689c085ae165831e93',
      ])
        expect(await history(erin.address, `?chainId=${chainId}`)).toEqual({ data: [], next: null })
      expect(await history(erin.address, '?onramp=coinbase')).toEqual({ data: [], next: null })
    })

    test('history: ERC-721 mints and transfers, and failed transactions', async () => {
      const frank = fresh()
      const grace = fresh()
      const nft = await deployNft({
        rpcUrl: main.rpcUrl,
        name: 'Latchkey Cats',
        symbol: 'CAT',
        mintTo: [frank.address],
      })
      await senders.main.sendNative(funder, frank.address, parseEther('1'))
      await senders.main.sendNft(frank.key, nft.address, grace.address, 0n)
      // Ether sent to a token contract reverts: mined, with status failed.
      await senders.main.sendNative(frank.key, main.token.address, 1n, 100_000n)
      await server.dataIndexer.catchUp('eip155:31337')
      expect((await history(frank.address)).data.map(summary)).toEqual([
        { type: 'send', status: 'failed', transfers: ['out 0.000000000000000001 ETH'] },
        { type: 'send', status: 'confirmed', transfers: ['out Latchkey Cats #0'] },
        { type: 'receive', status: 'confirmed', transfers: ['in +1 ETH'] },
        { type: 'mint', status: 'confirmed', transfers: ['in Latchkey Cats #0'] },
      ])
      const [received] = (await history(grace.address)).data
      expect(received?.transfers[0]).toEqual({
        nft_info: {
          name: 'Latchkey Cats #0',
          content: { preview: null },
          flags: { is_spam: false },
        },
        direction: 'in',
        sender: frank.lower,
        recipient: grace.lower,
        quantity: { numeric: '1' },
      })
    })

    test('identity: empty without a name, then the newest name, reused for 5 minutes', async () => {
      const holder = fresh()
      const path = `/v1/identity/${holder.address}?sender=${holder.address}`
      const first = await get(path)
      expect(first).toMatchObject({ status: 200, body: { name: null, avatar: null } })
      expect(first.headers.get('cache-control')).toBe('private, max-age=300')
      await testDatabase.database.query(
        `insert into names (name, address, avatar, created_at) values
           ('older.latchkey.eth', $1, null, now() - interval '1 day'),
           ('henry.latchkey.eth', $1, 'https://avatars.example/henry.png', now())`,
        [holder.lower],
      )
      clock += 299_999
      expect((await get(path)).body).toEqual({ name: null, avatar: null })
      clock += 1
      expect((await get(path)).body).toEqual({
        name: 'henry.latchkey.eth',
        avatar: 'https://avatars.example/henry.png',
      })
    })

    test('profile/account: a configured name answers its address, any case; an unknown one 404', async () => {
      const found = await get('/v1/profile/account/Ivy.Latchkey.ETH')
      expect(found.status).toBe(200)
      expect(checkDataApiBody(profileAccountResponseSchema, found.body)).toMatchObject({
        success: true,
      })
      expect(found.body).toEqual({
        name: 'ivy.latchkey.eth',
        addresses: { '60': { address: '0x00000000000000000000000000000000000000a1' } },
        attributes: { avatar: 'https://avatars.example/ivy.png' },
      })
      // The identity route answers the configured name too.
      expect((await get('/v1/identity/0x00000000000000000000000000000000000000a1')).body).toEqual({
        name: 'ivy.latchkey.eth',
        avatar: 'https://avatars.example/ivy.png',
      })
      const missing = await get('/v1/profile/account/nobody.latchkey.eth')
      expect(missing).toMatchObject({ status: 404, body: { error: { code: 'NAME_NOT_FOUND' } } })
    })

    test('fungible/price: known assets in the order asked, others left out', async () => {
      const response = await fetch(`${url}/v1/fungible/price?projectId=p1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'usd',
          projectId: 'p1',
          addresses: [
            `eip155:31338:${second.token.address}`,
            'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
            'eip155:31337:0x1111111111111111111111111111111111111111',
            'eip155:5:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          ],
        }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        fungibles: [
          {
            name: 'Latchkey Euro',
            symbol: 'LKE',
            iconUrl: 'https://icons.example/lke.png',
            price: 1.1,
            address: `eip155:31338:${second.token.address.toLowerCase()}`,
          },
          {
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: `${url}/public/getTokenImage/ETH?projectId=p1`,
            price: 3000,
            address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          },
        ],
      })
    })

    test('rpc proxy: served for the configured chains', async () => {
      const response = await fetch(`${url}/v1/?chainId=eip155:31338`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6a' })
    })

    const someone = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    test.each([
      [
        'a malformed address',
        '/v1/account/0x1234/balance',
        "address must be a 0x address of 40 hex digits, got '0x1234'",
      ],
      [
        'a malformed history account',
        '/v1/account/vitalik.eth/history',
        "account must be a 0x address of 40 hex digits, got 'vitalik.eth'",
      ],
      [
        'a malformed identity address',
        '/v1/identity/0xZZ',
        "address must be a 0x address of 40 hex digits, got '0xZZ'",
      ],
      [
        'a malformed sender',
        `/v1/identity/${someone}?sender=me`,
        "sender must be a 0x address of 40 hex digits, got 'me'",
      ],
      [
        'a malformed chainId',
        `/v1/account/${someone}/balance?chainId=31337`,
        "chainId must be a CAIP-2 network id such as eip155:1, got '31337'",
      ],
      [
        'a chain of an unknown namespace',
        `/v1/account/${someone}/history?chainId=cosmos:cosmoshub-4`,
        "chainId names an unknown chain namespace 'cosmos' (known: eip155, solana, bip122, polkadot)",
      ],
      [
        'an eip155 chain id that is not a number',
        `/v1/account/${someone}/balance?chainId=eip155:abc`,
        "chainId must be an eip155 id with the chain id in decimal digits, such as eip155:1, got 'eip155:abc'",
      ],
      [
        'a negative eip155 chain id',
        `/v1/account/${someone}/history?chainId=eip155:-1`,
        "chainId must be an eip155 id with the chain id in decimal digits, such as eip155:1, got 'eip155:-1'",
      ],
      [
        'a solana chain id that is no genesis hash',
        `/v1/account/${someone}/history?chainId=solana:x`,
        "chainId must be a solana id with the first 32 base58 characters of the genesis hash, such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, got 'solana:x'",
      ],
      [
        'a malformed chain id at the RPC proxy',
        '/v1/?chainId=eip155:abc',
        "chainId must be an eip155 id with the chain id in decimal digits, such as eip155:1, got 'eip155:abc'",
      ],
      [
        'a bad cursor',
        `/v1/account/${someone}/history?cursor=not-a-cursor`,
        "cursor is not a cursor this server gave, got 'not-a-cursor'",
      ],
      [
        'an unknown currency',
        `/v1/account/${someone}/balance?currency=eur`,
        "currency must be one of usd, got 'eur'",
      ],
      [
        'a bad forceUpdate',
        `/v1/account/${someone}/balance?forceUpdate=yes`,
        "forceUpdate must be true or false, got 'yes'",
      ],
      [
        'an unknown onramp',
        `/v1/account/${someone}/history?onramp=moonpay`,
        "onramp must be coinbase or sandbox, got 'moonpay'",
      ],
      [
        'a parameter given twice',
        `/v1/account/${someone}/history?chainId=eip155:1&chainId=eip155:2`,
        'chainId must be given once, got it 2 times',
      ],
    ])('behavior: %s is a 400 with a message', async (_name, path, message) => {
      expect(await get(path)).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_PARAMETER', message } },
      })
    })

    test.each([
      [
        { currency: 'usd', addresses: [] },
        'body is invalid: addresses: must list at least one asset',
      ],
      [
        { currency: 'usd' },
        'body is invalid: addresses: Invalid key: Expected "addresses" but received undefined',
      ],
      [{ currency: 'eur', addresses: ['eip155:1:0x1'] }, "currency must be one of usd, got 'eur'"],
      [
        { currency: 'usd', addresses: ['eip155:1:0x1'] },
        "addresses[0] must be a CAIP-10 asset id such as eip155:1:0x…, got 'eip155:1:0x1'",
      ],
      [
        { currency: 'usd', addresses: [`eip155:abc:${missingToken}`] },
        `addresses[0] must be an eip155 id with the chain id in decimal digits, such as eip155:1, got 'eip155:abc:${missingToken}'`,
      ],
    ])('behavior: fungible/price refuses %o', async (body, message) => {
      const response = await fetch(`${url}/v1/fungible/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        message,
      )
    })

    // Last: once a project exists, every request must name one.
    test('behavior: the project check applies to every data route', async () => {
      await addProject(testDatabase.database, { id: 'demo', origins: ['https://dapp.example'] })
      server.projectAccess.invalidate()
      const paths = [
        '/v1/supported-chains',
        `/v1/account/${someone}/balance`,
        `/v1/account/${someone}/history`,
        `/v1/identity/${someone}`,
        '/v1/?chainId=eip155:31337',
      ]
      for (const path of paths) {
        expect((await get(path)).body).toMatchObject({ error: { code: 'MISSING_PROJECT_ID' } })
        const response = await fetch(
          `${url}${path}${path.includes('?') ? '&' : '?'}projectId=demo`,
          {
            headers: { origin: 'https://dapp.example' },
          },
        )
        expect(response.status).toBe(200)
        expect(response.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
      }
    })
  })
})
