// The CCIP-read gateway over real HTTP on PGlite: names are registered through the route (coin
// type 60, checked by recovery, so no chain is needed), then asked as an ENS client would, with
// viem's own `ccipRequest` too. Answers are decoded and their signer recovered with viem.

import { formatNameRegistrationMessage, getEvmCoinType } from '@latchkey/core/protocol'
import type { FastifyInstance } from 'fastify'
import {
  ccipRequest,
  decodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'

const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])
const gatewayKey = generatePrivateKey()
const gateway = privateKeyToAccount(gatewayKey)
const resolver = '0x000000000000000000000000000000000000c0de'
const clock = 1_800_000_000_000
const owner = privateKeyToAccount(generatePrivateKey())
const configured = privateKeyToAccount(generatePrivateKey())

/** `resolve(dnsEncode(name), inner)` calldata, as a resolver's OffchainLookup carries it. */
function resolveCall(name: string, inner: Hex): Hex {
  return encodeFunctionData({
    abi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(name)), inner],
  })
}
const addrCall = (name: string) =>
  resolveCall(name, encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name)] }))
const addrCoinCall = (name: string, coinType: number) =>
  resolveCall(
    name,
    encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name), BigInt(coinType)] }),
  )
const textCall = (name: string, key: string) =>
  resolveCall(name, encodeFunctionData({ abi, functionName: 'text', args: [namehash(name), key] }))
const nameCall = (name: string) =>
  resolveCall(name, encodeFunctionData({ abi, functionName: 'name', args: [namehash(name)] }))

describe('the CCIP-read gateway', () => {
  let server: FastifyInstance
  let url: string
  let testDatabase: TestDatabase
  beforeAll(async () => {
    testDatabase = await getTestDatabases()[0]!.create()
    server = createServer({
      config: {
        ...loadConfig({
          LOG_LEVEL: 'silent',
          LATCHKEY_NAME_GATEWAY_KEY: gatewayKey,
        }),
        data: {
          now: () => clock,
          indexer: { enabled: false },
          config: {
            names: [
              { name: 'robert.latchkey.eth', address: configured.address.toLowerCase() as Hex },
            ],
          },
        },
      },
      database: testDatabase.database,
    })
    url = await server.listen({ host: '127.0.0.1', port: 0 })
    const message = formatNameRegistrationMessage({
      name: 'alice1.latchkey.eth',
      attributes: { avatar: 'https://avatars.example/alice.png' },
      timestamp: clock / 1000,
    })
    const response = await fetch(`${url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(response.status).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
    await testDatabase?.drop()
  })

  const ask = async (data: Hex, sender: string = resolver) => {
    const response = await fetch(`${url}/v1/ccip/${sender}/${data}.json`)
    return { status: response.status, headers: response.headers, body: await response.json() }
  }
  /** The answer's result, after checking its expiry and that the gateway's key signed it. */
  const answered = async (data: Hex) => {
    const { status, body } = await ask(data)
    expect(status).toBe(200)
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      body.data,
    )
    expect(expires).toBe(BigInt(clock / 1000 + 300))
    expect(signature.length).toBe(2 + 65 * 2)
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', resolver, expires, keccak256(data), keccak256(result)],
      ),
    )
    expect(await recoverAddress({ hash, signature })).toBe(gateway.address)
    return result
  }
  const decoded = async (type: 'address' | 'bytes' | 'string', data: Hex) =>
    decodeAbiParameters([{ type }], await answered(data))[0]

  test("default: a registered name's address, signed by the gateway key", async () => {
    expect(await decoded('address', addrCall('alice1.latchkey.eth'))).toBe(owner.address)
    const { headers } = await ask(addrCall('alice1.latchkey.eth'))
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(headers.get('cache-control')).toBe('no-store')
  })

  test('behavior: addresses by coin type, text records, unknown names empty', async () => {
    const lower = owner.address.toLowerCase()
    expect(await decoded('bytes', addrCoinCall('alice1.latchkey.eth', 60))).toBe(lower)
    expect(await decoded('bytes', addrCoinCall('alice1.latchkey.eth', 0x80000000))).toBe(lower)
    expect(await decoded('bytes', addrCoinCall('alice1.latchkey.eth', getEvmCoinType(5)))).toBe(
      '0x',
    )
    expect(await decoded('string', textCall('alice1.latchkey.eth', 'avatar'))).toBe(
      'https://avatars.example/alice.png',
    )
    expect(await decoded('string', textCall('alice1.latchkey.eth', 'url'))).toBe('')
    expect(await decoded('address', addrCall('nobody.latchkey.eth'))).toBe(zeroAddress)
    expect(await decoded('address', addrCall('alice1.other.eth'))).toBe(zeroAddress)
    // A configured name resolves too.
    expect(await decoded('address', addrCall('robert.latchkey.eth'))).toBe(configured.address)
  })

  test("behavior: <address>.default.reverse names the address's newest name", async () => {
    const reverse = (address: string) => `${address.slice(2).toLowerCase()}.default.reverse`
    expect(await decoded('string', nameCall(reverse(owner.address)))).toBe('alice1.latchkey.eth')
    expect(await decoded('string', nameCall(reverse(configured.address)))).toBe(
      'robert.latchkey.eth',
    )
    expect(await decoded('string', nameCall(reverse(zeroAddress)))).toBe('')
  })

  test("behavior: POST answers as GET does; viem's ccipRequest reads both", async () => {
    const data = addrCall('alice1.latchkey.eth')
    const response = await fetch(`${url}/v1/ccip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: resolver, data }),
    })
    expect(response.status).toBe(200)
    const posted = (await response.json()).data
    expect(posted).toBe((await ask(data)).body.data)
    const template = `${url}/v1/ccip/{sender}/{data}.json`
    expect(await ccipRequest({ data, sender: resolver, urls: [template] })).toBe(posted)
    expect(await ccipRequest({ data, sender: resolver, urls: [`${url}/v1/ccip`] })).toBe(posted)
  })

  test.each([
    [
      "a node that is not the name's",
      resolveCall(
        'alice1.latchkey.eth',
        encodeFunctionData({ abi, functionName: 'addr', args: [namehash('bob.latchkey.eth')] }),
      ),
      /^data asks for node 0x[0-9a-f]{64}, which is not the namehash of 'alice1.latchkey.eth'/,
    ],
    [
      'another function than resolve',
      encodeFunctionData({ abi, functionName: 'addr', args: [namehash('alice1.latchkey.eth')] }),
      /^data must call resolve\(bytes,bytes\) \(0x9061b923\), got selector 0x3b3b57de$/,
    ],
    [
      'an unknown record',
      resolveCall(
        'alice1.latchkey.eth',
        encodeFunctionData({
          abi,
          functionName: 'contenthash',
          args: [namehash('alice1.latchkey.eth')],
        }),
      ),
      /^data must ask addr\(bytes32\), addr\(bytes32,uint256\), text\(bytes32,string\) or name\(bytes32\), got selector 0xbc1c58d1$/,
    ],
    ['calldata cut short', '0x9061b923' as Hex, /^data must be ABI-encoded resolve/],
    [
      'a name not DNS-encoded',
      encodeFunctionData({
        abi,
        functionName: 'resolve',
        args: [
          toHex('alice'),
          encodeFunctionData({ abi, functionName: 'name', args: [namehash('')] }),
        ],
      }),
      /^data holds a DNS-encoded name that is cut short$/,
    ],
    [
      'more than 2048 bytes',
      `0x9061b923${'00'.repeat(2048)}` as Hex,
      /^data must be at most 2048 bytes$/,
    ],
  ])('bad input: %s', async (_, data, message) => {
    const { status, body } = await ask(data)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
    expect(body.error).toEqual({ code: 'INVALID_PARAMETER', message: body.message })
  })

  test('bad input: the sender, the hex, a body too large', async () => {
    const data = addrCall('alice1.latchkey.eth')
    expect((await ask(data, '0x12')).body.message).toBe(
      'sender must be a 0x address of 40 hex digits',
    )
    const odd = await fetch(`${url}/v1/ccip/${resolver}/0x123.json`)
    expect((await odd.json()).message).toBe(
      'data must be 0x and whole bytes of hex (with .json in a URL)',
    )
    const large = await fetch(`${url}/v1/ccip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: resolver, data: `0x${'00'.repeat(10_000)}` }),
    })
    expect(large.status).toBe(413)
  })
})

describe('the CCIP-read gateway without a key', () => {
  test('default: 404 The name gateway is not configured; rate-limited as every route', async () => {
    const testDatabase = await getTestDatabases()[0]!.create()
    const server = createServer({
      config: {
        ...loadConfig({ LOG_LEVEL: 'silent', LATCHKEY_RATE_LIMIT_PER_IP: '2' }),
        data: { indexer: { enabled: false } },
      },
      database: testDatabase.database,
    })
    try {
      const url = await server.listen({ host: '127.0.0.1', port: 0 })
      const response = await fetch(
        `${url}/v1/ccip/${resolver}/${addrCall('alice1.latchkey.eth')}.json`,
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        message: 'The name gateway is not configured',
        error: { code: 'GATEWAY_NOT_CONFIGURED', message: 'The name gateway is not configured' },
      })
      await fetch(`${url}/v1/ccip`, { method: 'POST' })
      const limited = await fetch(`${url}/v1/ccip`, { method: 'POST' })
      expect(limited.status).toBe(429)
      expect(limited.headers.get('access-control-allow-origin')).toBe('*')
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(/^Rate limit exceeded/),
        error: { code: 'RATE_LIMITED' },
      })
    } finally {
      await server.close()
      await testDatabase.drop()
    }
  })
})
