import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import type { IdentifierString } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinDevChain, startBitcoinDevChain } from '../startBitcoinDevChain.js'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet.js'

let chain: BitcoinDevChain
beforeAll(async () => {
  chain = await startBitcoinDevChain()
})
afterAll(() => chain?.stop())

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

function setup(storage = memoryStorage(), account = chain.accounts[0]!) {
  return createBitcoinTestWallet({
    account,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [
      {
        ids: ['bitcoin:regtest', chain.caipNetworkId as IdentifierString],
        esploraUrl: chain.rpcUrl,
        network: chain.network,
      },
    ],
    storage,
  })
}

const connect = async (wallet: BitcoinTestWallet) =>
  (await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })).accounts

describe('createBitcoinTestWallet', () => {
  test('default: connects with the payment and ordinals accounts, payment first', async () => {
    const wallet = setup()
    expect(wallet.accounts).toEqual([])
    const accounts = await connect(wallet)
    expect(accounts.map((account) => account.address)).toEqual([
      chain.accounts[0]!.address,
      chain.accounts[0]!.ordinals.address,
    ])
    const payment = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(payment.accounts).toHaveLength(1)
  })

  test('behavior: signs messages that verify (BIP-322 for both accounts, BIP-137 on request)', async () => {
    const wallet = setup()
    const accounts = await connect(wallet)
    const message = new TextEncoder().encode('Sign in to Latchkey')
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: accounts[0]!, message },
      { account: accounts[1]!, message },
      { account: accounts[0]!, message, protocol: 'ecdsa' },
    )
    outputs.forEach((output, index) => {
      const address = accounts[index === 1 ? 1 : 0]!.address
      const signature = base64.encode(output.signature)
      expect(Verifier.verifySignature(address, 'Sign in to Latchkey', signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'Sign in to Latchkey!', signature)).toBe(false)
    })
    expect(outputs[2]!.signature).toHaveLength(65)
  })

  test('behavior: signs the listed PSBT inputs; the finalized transaction lands', async () => {
    const wallet = setup(memoryStorage(), chain.accounts[1]!)
    const accounts = await connect(wallet)
    const account = chain.accounts[1]!
    const [utxo] = chain.ledger.utxos(account.address)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: {
        script: p2wpkh(hex.decode(account.publicKey), chain.network).script,
        amount: BigInt(utxo!.value),
      },
    })
    tx.addOutputAddress(chain.accounts[2]!.address, 10_000n, chain.network)
    tx.addOutputAddress(account.address, BigInt(utxo!.value) - 11_000n, chain.network)
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: tx.toPSBT(),
      inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }],
    })
    const signed = Transaction.fromPSBT(output!.signedPsbt)
    signed.finalize()
    expect(chain.ledger.submit(signed.hex)).toBe(signed.id)
  })

  test('behavior: sendTransfer builds, signs and posts; the recipient holds the amount', async () => {
    const wallet = setup(memoryStorage(), chain.accounts[2]!)
    const accounts = await connect(wallet)
    const recipient = chain.accounts[3]!.address
    const before = chain.ledger.stats(recipient).funded_txo_sum
    const { txid } = await wallet.features['bitcoin:sendTransfer'].sendTransfer({
      account: accounts[0]!,
      recipients: [{ address: recipient, amount: 150_000_000n }],
      chain: chain.caipNetworkId as IdentifierString,
    })
    expect(chain.ledger.transaction(txid)).toBeDefined()
    expect(chain.ledger.stats(recipient).funded_txo_sum - before).toBe(150_000_000)
    await expect(
      wallet.features['bitcoin:sendTransfer'].sendTransfer({
        account: accounts[0]!,
        recipients: [{ address: recipient, amount: 100_000_000_000n }],
        chain: 'bitcoin:regtest',
      }),
    ).rejects.toThrow(/^Insufficient funds/)
  })

  test('behavior: rejectNextRequest makes the next prompt fail with 4001, once', async () => {
    const wallet = setup()
    wallet.controls.rejectNextRequest()
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 })
    const accounts = await connect(wallet)
    wallet.controls.rejectNextRequest('bitcoin:signMessage')
    const input = { account: accounts[0]!, message: new Uint8Array([1]) }
    const { signMessage } = wallet.features['bitcoin:signMessage']
    await expect(signMessage(input)).rejects.toMatchObject({ code: 4001 })
    await expect(signMessage(input)).resolves.toHaveLength(1)
  })

  test('behavior: the connection survives a reload; disconnect forgets it and tells listeners', async () => {
    const storage = memoryStorage()
    const wallet = setup(storage)
    await connect(wallet)
    const reloaded = setup(storage)
    expect(reloaded.accounts).toHaveLength(2)
    const changes: number[] = []
    reloaded.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.length ?? -1),
    )
    await reloaded.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([0])
    expect(setup(storage).accounts).toEqual([])
    await expect(
      reloaded.features['bitcoin:signMessage'].signMessage({
        account: wallet.accounts[0]!,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
