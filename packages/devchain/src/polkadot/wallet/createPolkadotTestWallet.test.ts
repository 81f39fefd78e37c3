import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { polkadotDevAccounts } from '../polkadotDevAccounts.js'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'
import { wrapBytes } from './wrapBytes.js'

const [account] = polkadotDevAccounts

const make = () =>
  createPolkadotTestWallet({
    secretKey: account!.secretKey,
    address: account!.address,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml,',
  })

beforeAll(() => cryptoWaitReady())

describe('createPolkadotTestWallet', () => {
  test('default: enable grants the account, listed as extensions list them', async () => {
    const wallet = make()
    expect(await (await wallet.provider.enable('dapp')).accounts.get()).toEqual([
      {
        address: account!.address,
        genesisHash: null,
        name: 'Latchkey Dev Wallet',
        type: 'sr25519',
      },
    ])
    expect(wallet.controls.requests).toEqual([{ method: 'enable', input: { originName: 'dapp' } }])
  })

  test('behavior: signRaw signs the <Bytes>-wrapped message; @polkadot/util-crypto verifies it', async () => {
    const injected = await make().provider.enable('dapp')
    const message = 'Sign in to latchkey.dev'
    const { signature } = await injected.signer.signRaw({
      address: account!.address,
      data: u8aToHex(stringToU8a(message)),
      type: 'bytes',
    })
    expect(signatureVerify(u8aWrapBytes(message), signature, account!.address).isValid).toBe(true)
    // What was signed is the wrapped message, not the message as given (signatureVerify tries both).
    const publicKey = `0x${account!.publicKey}`
    expect(sr25519Verify(u8aWrapBytes(message), signature, publicKey)).toBe(true)
    expect(sr25519Verify(message, signature, publicKey)).toBe(false)
  })

  test('behavior: wrapBytes is u8aWrapBytes', () => {
    for (const message of ['', 'hello', '<Bytes>hello</Bytes>', '<Bytes>open'])
      expect(wrapBytes(stringToU8a(message))).toEqual(u8aWrapBytes(message))
  })

  test('behavior: a declined request, an unknown account, a site without access', async () => {
    const wallet = make()
    wallet.controls.rejectNextRequest('enable')
    await expect(wallet.provider.enable('dapp')).rejects.toThrow('Cancelled')
    const injected = await wallet.provider.enable('dapp')
    const raw = { address: account!.address, data: '0x00', type: 'bytes' as const }
    await expect(
      injected.signer.signRaw({ ...raw, address: polkadotDevAccounts[1]!.address }),
    ).rejects.toThrow(/Unknown account/)
    await expect(injected.signer.signRaw({ ...raw, data: 'hello' })).rejects.toThrow(
      'signRaw takes type bytes with hex data',
    )
    const seen: unknown[] = []
    injected.accounts.subscribe((accounts) => seen.push(accounts))
    wallet.controls.disconnect()
    expect(seen.at(-1)).toEqual([])
    await expect(injected.signer.signRaw(raw)).rejects.toMatchObject({ code: 4100 })
  })
})
