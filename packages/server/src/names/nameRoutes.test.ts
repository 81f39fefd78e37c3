// The name service's routes over real HTTP against a real local chain (anvil) on PGlite: dev
// accounts sign registrations with their keys, a solc-compiled smart account signs through
// ERC-1271 (deployed) and ERC-6492 (not yet deployed), and the server checks each on the node.

import {
  formatNameRegistrationMessage,
  getEvmCoinType,
  profileAccountResponseSchema,
  profileRegisterResponseSchema,
  profileReverseResponseSchema,
  profileSuggestionsResponseSchema,
} from '@latchkey/core/protocol'
import {
  type DevChain,
  devAccounts,
  type StartDevChainsReturnType,
  startDevChains,
  waitForReceipt,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileTestWallet, counterfactualTestWallet } from '../../test/compileTestWallet.js'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { type Config, loadConfig } from '../config.js'
import { createServer } from '../createServer.js'

const coinType = getEvmCoinType(31337)
const robert = devAccounts[9]!
let devnet: StartDevChainsReturnType
let chain: DevChain
let clock = Date.now()

beforeAll(async () => {
  devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false, ens: false })
  chain = devnet.chains[0]!
}, 60_000)
afterAll(() => devnet?.stop())

function serverConfig(env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', ...env }),
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
    data: {
      now: () => clock,
      indexer: { enabled: false },
      config: {
        names: [{ name: 'robert.latchkey.eth', address: robert.address.toLowerCase() as Hex }],
      },
    },
  }
}

/** A server of its own on a fresh PGlite, with its URL. */
async function startNameServer(env: Record<string, string> = {}) {
  const testDatabase = await getTestDatabases()[0]!.create()
  const server = createServer({ config: serverConfig(env), database: testDatabase.database })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return { server, url, testDatabase }
}

/** A fresh EOA: its key signs, its address registers. */
const freshAccount = () => privateKeyToAccount(generatePrivateKey())

type Signer = { address: Hex; signMessage(parameters: { message: string }): Promise<Hex> }

/** A registration body: `name`'s message at `timestamp` (default now), signed by `signer`. */
async function registration(
  signer: Signer,
  name: string,
  options: { timestamp?: number; address?: Hex; coinType?: number; attributes?: object } = {},
) {
  const message = formatNameRegistrationMessage({
    name,
    attributes: { ...options.attributes },
    timestamp: options.timestamp ?? Math.floor(clock / 1000),
  })
  return {
    coin_type: options.coinType ?? coinType,
    address: options.address ?? signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('name routes', () => {
  let server: FastifyInstance
  let url: string
  let testDatabase: TestDatabase
  beforeAll(async () => {
    ;({ server, url, testDatabase } = await startNameServer({
      LATCHKEY_NAME_RATE_LIMIT_PER_IP: '1000',
    }))
  })
  afterAll(async () => {
    await server?.close()
    await testDatabase?.drop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`)
    return { status: response.status, headers: response.headers, body: await response.json() }
  }
  const post = async (body: unknown) => {
    const response = await fetch(`${url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const register = async (...args: Parameters<typeof registration>) =>
    post(await registration(...args))

  test('default: an EOA registers; account, reverse, identity and suggestions answer it', async () => {
    const account = freshAccount()
    const lower = account.address.toLowerCase()
    // Asked before: the identity is empty, and kept 5 minutes unless the address registers.
    expect((await get(`/v1/identity/${account.address}`)).body).toEqual({
      name: null,
      avatar: null,
    })
    expect((await get('/v1/profile/account/carol.latchkey.eth')).status).toBe(404)

    const registered = await register(account, 'carol.latchkey.eth', {
      attributes: { avatar: 'https://avatars.example/carol.png' },
    })
    expect(registered).toEqual({ status: 200, body: { success: true, name: 'carol.latchkey.eth' } })
    expect(v.is(profileRegisterResponseSchema, registered.body)).toBe(true)

    const found = await get('/v1/profile/account/Carol.Latchkey.Eth')
    expect(found.status).toBe(200)
    expect(v.is(profileAccountResponseSchema, found.body)).toBe(true)
    expect(found.body).toEqual({
      name: 'carol.latchkey.eth',
      addresses: { '60': { address: lower }, [String(coinType)]: { address: lower } },
      attributes: { avatar: 'https://avatars.example/carol.png' },
    })
    const reverse = await get(`/v1/profile/reverse/${account.address}?sender=${account.address}`)
    expect(reverse.status).toBe(200)
    expect(v.is(profileReverseResponseSchema, reverse.body)).toBe(true)
    expect(reverse.body).toEqual([found.body])
    expect((await get(`/v1/identity/${account.address}`)).body).toEqual({
      name: 'carol.latchkey.eth',
      avatar: 'https://avatars.example/carol.png',
    })
    const suggestions = await get('/v1/profile/suggestions/carol')
    expect(suggestions.headers.get('cache-control')).toBe('no-store')
    expect(v.is(profileSuggestionsResponseSchema, suggestions.body)).toBe(true)
    expect(suggestions.body.suggestions[0]).toEqual({
      name: 'carol.latchkey.eth',
      registered: true,
    })
  })

  test("behavior: registering again replaces the address's name under the suffix", async () => {
    const account = freshAccount()
    expect((await register(account, 'dave.latchkey.eth')).status).toBe(200)
    expect((await get('/v1/profile/account/dave.latchkey.eth')).status).toBe(200)
    expect((await register(account, 'david.latchkey.eth')).status).toBe(200)
    expect((await get('/v1/profile/account/dave.latchkey.eth')).status).toBe(404)
    const reverse = await get(`/v1/profile/reverse/${account.address}`)
    expect(reverse.body.map((entry: { name: string }) => entry.name)).toEqual([
      'david.latchkey.eth',
    ])
    // The freed name is anyone's again.
    expect((await register(freshAccount(), 'dave.latchkey.eth')).status).toBe(200)
  })

  test('behavior: a name another address holds is refused (registered or configured)', async () => {
    expect((await register(freshAccount(), 'erin.latchkey.eth')).status).toBe(200)
    expect(await register(freshAccount(), 'erin.latchkey.eth')).toEqual({
      status: 409,
      body: {
        error: {
          code: 'NAME_TAKEN',
          message: "The name 'erin.latchkey.eth' is already registered",
        },
      },
    })
    expect((await register(freshAccount(), 'robert.latchkey.eth')).body.error.code).toBe(
      'NAME_TAKEN',
    )
    expect((await get('/v1/profile/suggestions/robert')).body.suggestions[0]).toEqual({
      name: 'robert.latchkey.eth',
      registered: true,
    })
  })

  test('behavior: a signature of another address is refused with 401', async () => {
    const signer = freshAccount()
    const victim = freshAccount()
    const body = await registration(signer, 'frank.latchkey.eth', { address: victim.address })
    expect(await post(body)).toEqual({
      status: 401,
      body: {
        error: {
          code: 'INVALID_SIGNATURE',
          message: `signature is not a signature of the message by ${victim.address.toLowerCase()}`,
        },
      },
    })
    // A signature over other text is refused the same way.
    const other = await registration(victim, 'frank.latchkey.eth')
    const tampered = { ...other, message: other.message.replace('frank', 'frankie') }
    expect((await post(tampered)).status).toBe(401)
    expect((await get('/v1/profile/account/frank.latchkey.eth')).status).toBe(404)
  })

  test('behavior: a message older than 600 s or more than 60 s ahead is refused', async () => {
    const now = Math.floor(clock / 1000)
    const stale = await register(freshAccount(), 'grace.latchkey.eth', { timestamp: now - 601 })
    expect(stale).toEqual({
      status: 400,
      body: {
        error: {
          code: 'INVALID_PARAMETER',
          message: 'message.timestamp is 601 s old: a registration must be signed within 600 s',
        },
      },
    })
    const ahead = await register(freshAccount(), 'grace.latchkey.eth', { timestamp: now + 61 })
    expect(ahead.status).toBe(400)
    expect(ahead.body.error.message).toBe(
      "message.timestamp is 61 s ahead of the server's clock (at most 60 s)",
    )
    // At the edges both are accepted.
    expect(
      (await register(freshAccount(), 'grace.latchkey.eth', { timestamp: now - 600 })).status,
    ).toBe(200)
    expect(
      (await register(freshAccount(), 'gracie.latchkey.eth', { timestamp: now + 60 })).status,
    ).toBe(200)
  })

  test('behavior: a signed registration posted twice is a replay', async () => {
    const body = await registration(freshAccount(), 'heidi.latchkey.eth')
    expect((await post(body)).status).toBe(200)
    expect(await post(body)).toMatchObject({
      status: 409,
      body: { error: { code: 'NAME_REPLAY' } },
    })
    // The same statement with the signature in upper-case hex is the same statement.
    expect(
      (await post({ ...body, signature: `0x${body.signature.slice(2).toUpperCase()}` })).status,
    ).toBe(409)
  })

  test('behavior: used statements are pruned once their message is too old anyway', async () => {
    const count = async () =>
      Number(
        (
          await testDatabase.database.query<{ count: number }>(
            'select count(*)::int as count from used_name_signatures',
          )
        ).rows[0]?.count,
      )
    expect(await count()).toBeGreaterThan(0)
    clock += 661_000
    expect((await register(freshAccount(), 'ivan.latchkey.eth')).status).toBe(200)
    expect(await count()).toBe(1)
  })

  test.each([
    [
      'a label with _',
      'bad_name.latchkey.eth',
      "message.name must be letters, digits and hyphens, at least 4 characters, got 'bad_name'",
    ],
    [
      'a short label',
      'bob.latchkey.eth',
      "message.name must be letters, digits and hyphens, at least 4 characters, got 'bob'",
    ],
    [
      'another suffix',
      'judy.other.eth',
      "message.name must be a lower-case name ending in .latchkey.eth, got 'judy.other.eth'",
    ],
    [
      'upper case',
      'Judy.latchkey.eth',
      "message.name must be a lower-case name ending in .latchkey.eth, got 'Judy.latchkey.eth'",
    ],
    [
      'a sub-name',
      'a.judy.latchkey.eth',
      "message.name must be letters, digits and hyphens, at least 4 characters, got 'a.judy'",
    ],
  ])('bad input: %s', async (_, name, message) => {
    expect(await register(freshAccount(), name)).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_PARAMETER', message } },
    })
  })

  test('bad input: the body, the message and the coin type', async () => {
    const account = freshAccount()
    const good = await registration(account, 'kate.latchkey.eth')
    const refused = async (body: unknown) => (await post(body)).body.error?.message
    expect(await refused({ ...good, coin_type: 'x' })).toMatch(/^coin_type /)
    expect(await refused({ ...good, address: '0x12' })).toBe('address must be a 0x address')
    expect(await refused({ ...good, signature: 'nope' })).toMatch(/^signature must be a 0x hex/)
    expect(await refused({ ...good, message: 'hello' })).toBe(
      'message must be the JSON registration message',
    )
    expect(await refused({ ...good, message: '{"name":"kate.latchkey.eth"}' })).toMatch(
      /^message\.attributes /,
    )
    // Valid JSON in another form: the wallet showed text the server would read differently.
    const spaced = JSON.stringify(JSON.parse(good.message), null, 1)
    expect(await refused({ ...good, message: spaced })).toMatch(
      /^message must be written as formatNameRegistrationMessage writes it/,
    )
    expect(await refused({ ...good, coin_type: getEvmCoinType(5) })).toBe(
      'coin_type names eip155:5, a chain this server does not serve',
    )
    expect(await refused({ ...good, coin_type: 0 })).toBe(
      "coin_type must be 60 or an EVM chain's coin type (0x80000000 | chain id), got 0",
    )
  })

  test('parameters: coin type 60 without Ethereum checks an EOA signature by recovery', async () => {
    const account = freshAccount()
    expect((await register(account, 'liam.latchkey.eth', { coinType: 60 })).status).toBe(200)
    expect((await get('/v1/profile/account/liam.latchkey.eth')).body.addresses).toEqual({
      '60': { address: account.address.toLowerCase() },
    })
    const other = await registration(freshAccount(), 'liam2.latchkey.eth', {
      coinType: 60,
      address: account.address,
    })
    expect((await post(other)).status).toBe(401)
  })

  test('behavior: a deployed smart account signs through ERC-1271', async () => {
    const owner = freshAccount()
    const deployer = createWalletClient({
      account: privateKeyToAccount(devAccounts[3]!.privateKey),
      transport: http(chain.rpcUrl),
    })
    const { abi, bytecode } = compileTestWallet()
    const hash = await deployer.deployContract({
      abi,
      bytecode,
      args: [owner.address],
      chain: null,
    })
    const receipt = await waitForReceipt(createPublicClient({ transport: http(chain.rpcUrl) }), {
      hash,
    })
    const wallet = receipt.contractAddress!
    const signer: Signer = { address: wallet, signMessage: (p) => owner.signMessage(p) }
    expect((await register(signer, 'mallory.latchkey.eth')).status).toBe(200)
    expect((await get(`/v1/profile/reverse/${wallet}`)).body[0].name).toBe('mallory.latchkey.eth')
    // Another key's signature is not the account's.
    const stranger: Signer = { address: wallet, signMessage: (p) => freshAccount().signMessage(p) }
    expect((await register(stranger, 'mallory2.latchkey.eth')).status).toBe(401)
  })

  test('behavior: a smart account not yet deployed signs through ERC-6492', async () => {
    const owner = freshAccount()
    const wallet = counterfactualTestWallet(owner.address, 7)
    const signer: Signer = {
      address: wallet.address,
      signMessage: async (p) => wallet.wrap(await owner.signMessage(p)),
    }
    expect((await register(signer, 'nina.latchkey.eth')).status).toBe(200)
    const code = await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({
      address: wallet.address,
    })
    // Checked in a call: nothing was deployed.
    expect(code).toBeUndefined()
  })

  test('parameters: suggestions take a label or a full name; zone must be the suffix', async () => {
    const answer = await get('/v1/profile/suggestions/Olivia.latchkey.eth?zone=latchkey.eth')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      suggestions: [
        { name: 'olivia.latchkey.eth', registered: false },
        ...[1, 2, 3, 4, 5].map((n) => ({ name: `olivia${n}.latchkey.eth`, registered: false })),
      ],
    })
    expect((await register(freshAccount(), 'olivia2.latchkey.eth')).status).toBe(200)
    expect(
      (await get('/v1/profile/suggestions/olivia')).body.suggestions.map(
        (s: { name: string }) => s.name,
      ),
    ).toEqual(
      ['olivia', 'olivia1', 'olivia3', 'olivia4', 'olivia5', 'olivia6'].map(
        (l) => `${l}.latchkey.eth`,
      ),
    )
    // A label of 63 characters leaves room for the number.
    const long = 'a'.repeat(63)
    const longAnswer = await get(`/v1/profile/suggestions/${long}`)
    expect(longAnswer.body.suggestions[1].name).toBe(`${'a'.repeat(62)}1.latchkey.eth`)
  })

  test.each([
    [
      '/v1/profile/suggestions/bad_name',
      'name',
      "name must be letters, digits and hyphens, at least 4 characters (a label, or a name ending in .latchkey.eth), got 'bad_name'",
    ],
    [
      '/v1/profile/suggestions/bob',
      'name',
      "name must be letters, digits and hyphens, at least 4 characters (a label, or a name ending in .latchkey.eth), got 'bob'",
    ],
    [
      '/v1/profile/suggestions/bobby.other.eth',
      'name',
      "name must be letters, digits and hyphens, at least 4 characters (a label, or a name ending in .latchkey.eth), got 'bobby.other.eth'",
    ],
    [
      '/v1/profile/suggestions/bobby?zone=reown.id',
      'zone',
      "zone must be latchkey.eth (the only zone served), got 'reown.id'",
    ],
    [
      '/v1/profile/reverse/0x12',
      'address',
      "address must be a 0x address of 40 hex digits, got '0x12'",
    ],
  ])('bad input: GET %s names %s', async (path, _, message) => {
    expect(await get(path)).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_PARAMETER', message } },
    })
  })

  test('default: an address without names has an empty reverse list', async () => {
    expect((await get(`/v1/profile/reverse/${freshAccount().address}`)).body).toEqual([])
  })
})

describe('name routes: bounds', () => {
  test('behavior: registrations per address per window, and the names in all', async () => {
    const { server, url, testDatabase } = await startNameServer({
      LATCHKEY_NAME_RATE_LIMIT_PER_IP: '3',
      LATCHKEY_MAX_REGISTERED_NAMES: '1',
    })
    try {
      const post = async (body: unknown) => {
        const response = await fetch(`${url}/v1/profile/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: response.status, body: await response.json() }
      }
      const account = freshAccount()
      expect((await post(await registration(account, 'paul.latchkey.eth'))).status).toBe(200)
      expect(await post(await registration(freshAccount(), 'quinn.latchkey.eth'))).toMatchObject({
        status: 503,
        body: { error: { code: 'NAMES_FULL' } },
      })
      // Replacing a name does not grow the table.
      expect((await post(await registration(account, 'pauline.latchkey.eth'))).status).toBe(200)
      expect(await post(await registration(account, 'paula.latchkey.eth'))).toMatchObject({
        status: 429,
        body: { error: { code: 'RATE_LIMITED' } },
      })
      // The other routes keep the global limit only.
      expect((await fetch(`${url}/v1/profile/suggestions/paula`)).status).toBe(200)
    } finally {
      await server.close()
      await testDatabase.drop()
    }
  })
})
