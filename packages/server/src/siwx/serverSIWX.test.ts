// The widget's default sign-in configuration (core's createServerSIWX) against this server over
// real HTTP, signing with a dev account's key as the wallet would. The page is stood in for by
// its location and by adding the Origin header a browser sends to every request; the browser
// tests (e2e/siwx.spec.ts) run the same exchange from a real page with the injected wallet.
import { createServerSIWX, type SIWXConfig, type SIWXMessage } from '@latchkey/core'
import { SIWXServerError } from '@latchkey/core/errors'
import { siwxSessionsStorageKey } from '@latchkey/core/protocol'
import { devAccounts } from '@latchkey/devchain'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import type { FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signBip322Message } from '../../test/signBip322Message.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'

const page = 'http://127.0.0.1:5173'
const alice = privateKeyToAccount(devAccounts[0]!.privateKey)
// Regtest's genesis (the Bitcoin dev chain's) and Polkadot's.
const bitcoinChain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const polkadotChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

let database: Database
let server: FastifyInstance
let url: string
beforeAll(async () => {
  database = await createPgliteDatabase()
  // Key signatures need no node; the URL is never called.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    chains: [
      { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' },
      { caipNetworkId: bitcoinChain, rpcUrl: 'http://127.0.0.1:9' },
      { caipNetworkId: polkadotChain, rpcUrl: 'http://127.0.0.1:9' },
    ],
  }
  server = createServer({ config, database })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await server?.close()
  await database?.close()
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function setup(origin = page) {
  const storage = memoryStorage()
  const siwx = createServerSIWX({
    serverUrl: url,
    storage,
    location: {
      host: new URL(origin).host,
      href: `${origin}/`,
      protocol: new URL(origin).protocol,
    },
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
  })
  return { siwx, storage }
}

async function signIn(siwx: SIWXConfig) {
  const message: SIWXMessage = await siwx.createMessage({
    chainId: 'eip155:31337',
    accountAddress: alice.address,
  })
  const text = message.toString()
  const { toString: _toString, ...data } = message
  const session = { data, message: text, signature: await alice.signMessage({ message: text }) }
  await siwx.addSession(session)
  return session
}

describe('createServerSIWX against the server', () => {
  test('default: sign in, find the session, sign out', async () => {
    const { siwx, storage } = setup()
    const session = await signIn(siwx)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([session])
    expect(storage.map.get(`latchkey.${siwxSessionsStorageKey}`)).toContain('"token"')

    await siwx.revokeSession('eip155:31337', alice.address)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    const { rows } = await database.query('select 1 from siwx_sessions where message = $1', [
      session.message,
    ])
    expect(rows).toEqual([])
  })

  test('behavior: a session ended on the server is gone for the widget too', async () => {
    const { siwx, storage } = setup()
    const session = await signIn(siwx)
    await database.query('delete from siwx_sessions where message = $1', [session.message])
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  test("behavior: a page on another origin cannot use this page's nonce", async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({
      chainId: 'eip155:31337',
      accountAddress: alice.address,
    })
    const text = message.toString()
    const other = setup('http://127.0.0.1:6000').siwx
    const error = await other
      .addSession({
        data: message,
        message: text,
        signature: await alice.signMessage({ message: text }),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SIWXServerError)
    expect(error).toMatchObject({ code: 'SIWX_DOMAIN_MISMATCH', status: 403 })
  })

  test('behavior: a WalletConnect one-click sign-in (its CACAO written back as EIP-4361, ReCap resources included) verifies', async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({
      chainId: 'eip155:31337',
      accountAddress: alice.address,
    })
    // The text @walletconnect/utils' formatMessage writes for the CACAO of a wc_sessionAuthenticate
    // with methods: the scheme in the domain, the ReCap's sentence after the statement and the
    // ReCap itself as a resource (e2e/wc-auth.spec.ts signs the SDK's own text through the relay).
    const recap = `urn:recap:${Buffer.from(
      JSON.stringify({
        att: { eip155: { 'request/eth_sendTransaction': [{}], 'request/personal_sign': [{}] } },
      }),
    ).toString('base64url')}`
    const text = [
      `${page} wants you to sign in with your Ethereum account:`,
      alice.address,
      '',
      `${message.statement} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`,
      '',
      `URI: ${message.uri}`,
      'Version: 1',
      'Chain ID: 31337',
      `Nonce: ${message.nonce}`,
      `Issued At: ${message.issuedAt}`,
      `Expiration Time: ${message.expirationTime}`,
      'Resources:',
      `- ${recap}`,
    ].join('\n')
    const { toString: _toString, ...data } = message
    const session = { data, message: text, signature: await alice.signMessage({ message: text }) }
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([session])
    // Its nonce is spent like any other's.
    const again = await siwx.addSession(session).catch((caught: unknown) => caught)
    expect(again).toMatchObject({ code: 'SIWX_NONCE_REUSED' })
  })

  test('behavior: Bitcoin (BIP-322) and Polkadot (sr25519) accounts sign in the same way', async () => {
    await cryptoWaitReady()
    const bitcoinKey = secp256k1.utils.randomPrivateKey()
    const bitcoin = p2wpkh(secp256k1.getPublicKey(bitcoinKey, true), {
      ...TEST_NETWORK,
      bech32: 'bcrt',
    })
    const polkadot = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Alice')
    const accounts = [
      {
        chainId: bitcoinChain,
        address: bitcoin.address ?? '',
        header: 'Bitcoin',
        sign: (text: string) => signBip322Message(bitcoinKey, text, bitcoin),
      },
      {
        chainId: polkadotChain,
        address: polkadot.address,
        header: 'Polkadot',
        sign: (text: string) => u8aToHex(polkadot.sign(u8aWrapBytes(stringToU8a(text)))),
      },
    ] as const
    for (const { chainId, address, header, sign } of accounts) {
      const { siwx } = setup()
      const message = await siwx.createMessage({ chainId, accountAddress: address })
      const text = message.toString()
      expect(text.split('\n')[0]).toBe(
        `http://127.0.0.1:5173 wants you to sign in with your ${header} account:`,
      )
      const { toString: _toString, ...data } = message
      const session = { data, message: text, signature: sign(text) }
      await siwx.addSession(session)
      expect(await siwx.getSessions(chainId, address)).toEqual([session])
      await siwx.revokeSession(chainId, address)
      expect(await siwx.getSessions(chainId, address)).toEqual([])
    }
  })
})
