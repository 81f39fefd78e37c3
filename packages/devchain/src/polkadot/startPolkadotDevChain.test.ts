import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { blake2AsHex, blake2AsU8a, cryptoWaitReady, xxhashAsU8a } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devMnemonic } from '../chain/devAccounts.js'
import { type PolkadotDevChain, startPolkadotDevChain } from './startPolkadotDevChain.js'

let chain: PolkadotDevChain

beforeAll(async () => {
  await cryptoWaitReady()
  chain = await startPolkadotDevChain({ maxBodyBytes: 4096 })
})
afterAll(() => chain?.stop())

async function call(method: string, params?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.json()
}

// The System.Account key as a Substrate client builds it, with @polkadot/util-crypto's hashers.
function storageKeyOf(address: string): string {
  const keyring = new Keyring({ type: 'sr25519' })
  const id = keyring.decodeAddress(address)
  const prefix = new Uint8Array([
    ...xxhashAsU8a('System', 128),
    ...xxhashAsU8a('Account', 128),
    ...blake2AsU8a(id, 128),
    ...id,
  ])
  return u8aToHex(prefix)
}

describe('startPolkadotDevChain', () => {
  test('default: the chain it describes', async () => {
    expect(chain).toMatchObject({
      name: 'Polkadot Devnet',
      caipNetworkId: `polkadot:${chain.genesisHash.slice(2, 34)}`,
      nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 12 },
      ss58Prefix: 42,
    })
    expect(chain.genesisHash).toBe(blake2AsHex('latchkey polkadot devnet genesis', 256))
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await call('chain_getBlockHash', [0])).toMatchObject({ result: chain.genesisHash })
    expect(await call('system_chain')).toMatchObject({ result: 'Polkadot Devnet' })
    expect(await call('system_properties', [])).toMatchObject({
      result: { ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'DEV' },
    })
  })

  test('behavior: state_getStorage of System.Account reads each dev account funded', async () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    for (const [index, account] of chain.accounts.entries()) {
      expect(account.address).toBe(keyring.addFromUri(`${devMnemonic}//${index}`).address)
      const { result } = await call('state_getStorage', [storageKeyOf(account.address)])
      const bytes = Buffer.from(String(result).slice(2), 'hex')
      expect(bytes.length).toBe(80)
      expect(bytes.readUInt32LE(0)).toBe(0) // nonce
      expect(bytes.readUInt32LE(8)).toBe(1) // providers
      const free = bytes.readBigUInt64LE(16) + (bytes.readBigUInt64LE(24) << 64n)
      expect(free).toBe(10_000n * 10n ** 12n)
    }
  })

  test('behavior: an account it does not know has no storage (null)', async () => {
    const stranger = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Stranger')
    expect(await call('state_getStorage', [storageKeyOf(stranger.address)])).toMatchObject({
      result: null,
    })
  })

  test('behavior: bad params, unknown methods and big bodies are refused', async () => {
    expect(await call('state_getStorage', ['System.Account'])).toMatchObject({
      error: { code: -32602, message: 'Invalid params: param 0 is not a hex storage key' },
    })
    expect(await call('state_getStorage', { key: '0x00' })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: expected an array' },
    })
    expect(await call('author_rotateKeys', [])).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'system_chain',
        params: ['x'.repeat(5000)],
      }),
    })
    expect(response.status).toBe(413)
  })
})
