import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { polkadotDevAccounts } from '../polkadotDevAccounts.js'
import { answerPolkadotRequest } from './answerPolkadotRequest.js'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'
import { encodeSignerPayload } from './encodeSignerPayload.js'

const [account] = polkadotDevAccounts

async function enabled() {
  const wallet = createPolkadotTestWallet({
    secretKey: account!.secretKey,
    address: account!.address,
    name: 'Latchkey Test Wallet',
    icon: 'data:image/svg+xml,',
  })
  return { wallet, injected: await wallet.provider.enable('test') }
}

beforeAll(() => cryptoWaitReady())

describe('answerPolkadotRequest', () => {
  test('default: polkadot_signMessage of text or hex signs its <Bytes>-wrapped bytes', async () => {
    const { injected } = await enabled()
    for (const message of ['Over WalletConnect', '0x4f766572']) {
      const { signature } = await answerPolkadotRequest(injected, 'polkadot_signMessage', {
        address: account!.address,
        message,
      })
      const bytes = message.startsWith('0x') ? 'Over' : message
      expect(
        signatureVerify(u8aWrapBytes(stringToU8a(bytes)), signature, account!.address).isValid,
      ).toBe(true)
    }
  })

  test('behavior: polkadot_signTransaction signs the payload bytes with the account key', async () => {
    const { injected } = await enabled()
    const transactionPayload = {
      method: '0x0000',
      era: '0x00',
      nonce: '0x0',
      tip: '0x0',
      specVersion: '0x1',
      transactionVersion: '0x1',
      genesisHash: `0x${'11'.repeat(32)}`,
      blockHash: `0x${'11'.repeat(32)}`,
    }
    const { signature } = await answerPolkadotRequest(injected, 'polkadot_signTransaction', {
      address: account!.address,
      transactionPayload,
    })
    expect(
      sr25519Verify(encodeSignerPayload(transactionPayload), signature, `0x${account!.publicKey}`),
    ).toBe(true)
  })

  test('behavior: bad params, another account, an unknown method, a decline', async () => {
    const { injected, wallet } = await enabled()
    const address = account!.address
    await expect(
      answerPolkadotRequest(injected, 'polkadot_signMessage', { address }),
    ).rejects.toThrow('No message')
    await expect(
      answerPolkadotRequest(injected, 'polkadot_signTransaction', {
        address,
        transactionPayload: {},
      }),
    ).rejects.toThrow('transactionPayload is not a SignerPayloadJSON')
    await expect(
      answerPolkadotRequest(injected, 'polkadot_signMessage', {
        address: polkadotDevAccounts[1]!.address,
        message: 'hi',
      }),
    ).rejects.toThrow(/Unknown account/)
    await expect(
      answerPolkadotRequest(injected, 'polkadot_sendTransaction', { address }),
    ).rejects.toMatchObject({
      code: 4200,
    })
    wallet.controls.rejectNextRequest('signRaw')
    await expect(
      answerPolkadotRequest(injected, 'polkadot_signMessage', { address, message: 'hi' }),
    ).rejects.toThrow('Cancelled')
  })
})
