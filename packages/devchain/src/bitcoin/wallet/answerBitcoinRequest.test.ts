import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import type { IdentifierString } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinDevChain, startBitcoinDevChain } from '../startBitcoinDevChain.js'
import { answerBitcoinRequest } from './answerBitcoinRequest.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'

let chain: BitcoinDevChain
beforeAll(async () => {
  chain = await startBitcoinDevChain()
})
afterAll(() => chain?.stop())

async function setup(account = chain.accounts[0]!) {
  const wallet = createBitcoinTestWallet({
    account,
    name: 'Latchkey Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [
      {
        ids: [chain.caipNetworkId as IdentifierString],
        esploraUrl: chain.rpcUrl,
        network: chain.network,
      },
    ],
  })
  await wallet.features['bitcoin:connect'].connect()
  const ask = (method: string, params?: unknown) =>
    answerBitcoinRequest(wallet, chain.caipNetworkId, method, params)
  return { wallet, ask }
}

describe('answerBitcoinRequest', () => {
  test('default: lists the addresses with their intentions, signs a BIP-322 message', async () => {
    const { ask } = await setup()
    const [account] = chain.accounts
    expect(await ask('getAccountAddresses', { account: account!.address })).toEqual([
      { address: account!.address, publicKey: account!.publicKey, intention: 'payment' },
      {
        address: account!.ordinals.address,
        publicKey: account!.ordinals.publicKey,
        intention: 'ordinal',
      },
    ])
    const signed = (await ask('signMessage', {
      account: account!.address,
      message: 'Over WalletConnect',
    })) as { address: string; signature: string }
    expect(signed.address).toBe(account!.address)
    expect(Verifier.verifySignature(account!.address, 'Over WalletConnect', signed.signature)).toBe(
      true,
    )
  })

  test('behavior: sendTransfer and signPsbt with broadcast land on the ledger', async () => {
    const account = chain.accounts[2]!
    const { ask } = await setup(account)
    const to = chain.accounts[3]!.address
    const { txid } = (await ask('sendTransfer', {
      account: account.address,
      recipientAddress: to,
      amount: '25000',
    })) as { txid: string }
    expect(chain.ledger.transaction(txid)).toBeDefined()

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
    tx.addOutputAddress(to, 5_000n, chain.network)
    const result = (await ask('signPsbt', {
      account: account.address,
      psbt: base64.encode(tx.toPSBT()),
      signInputs: [{ address: account.address, index: 0 }],
      broadcast: true,
    })) as { psbt: string; txid: string }
    expect(chain.ledger.transaction(result.txid)).toBeDefined()
  })

  test('error: bad params and unknown methods are refused with provider errors', async () => {
    const { ask } = await setup()
    await expect(
      ask('sendTransfer', { recipientAddress: 'x', amount: '1.5' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(ask('signMessage', { address: 'bcrt1qnope', message: 'x' })).rejects.toMatchObject(
      {
        code: 4100,
      },
    )
    await expect(ask('bip122_unknown')).rejects.toMatchObject({ code: 4200 })
  })
})
