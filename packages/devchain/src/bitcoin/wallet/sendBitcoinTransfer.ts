import { p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import type { BitcoinNetworkParameters } from '../bitcoinDevChainDefinition.js'

/** A transfer from a P2WPKH address: its key, the recipients, and the Esplora API to use. */
export type SendBitcoinTransferParameters = {
  privateKey: Uint8Array
  recipients: readonly { address: string; amount: bigint }[]
  esploraUrl: string
  network: BitcoinNetworkParameters
  /** Sats per virtual byte; 2. */
  feeRate?: bigint | undefined
}

type Utxo = { txid: string; vout: number; value: number }

/**
 * Pays `recipients` from the key's P2WPKH address: reads its UTXOs from the Esplora API, spends
 * the largest first until amounts and fee are covered, sends the change back, signs with
 * btc-signer and posts the transaction (`POST /tx`). Resolves with the txid.
 */
export async function sendBitcoinTransfer(parameters: SendBitcoinTransferParameters) {
  const { privateKey, recipients, esploraUrl, network, feeRate = 2n } = parameters
  if (recipients.length === 0) throw new Error('A transfer needs a recipient')
  for (const { amount } of recipients)
    if (amount <= 0n) throw new Error('Each amount must be more than 0 sats')
  const payment = p2wpkh(pubECDSA(privateKey), network)
  const response = await fetch(`${esploraUrl}/address/${payment.address}/utxo`)
  if (!response.ok) throw new Error(`The Esplora API answered ${response.status}`)
  const utxos = ((await response.json()) as Utxo[]).sort((a, b) => b.value - a.value)
  const total = recipients.reduce((sum, { amount }) => sum + amount, 0n)

  const tx = new Transaction()
  let inputs = 0n
  for (const utxo of utxos) {
    // About 68 vbytes per input, 31 per output, 11 of overhead.
    const fee = feeRate * BigInt(11 + 68 * (tx.inputsLength + 1) + 31 * (recipients.length + 1))
    if (inputs >= total + fee) break
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
    })
    inputs += BigInt(utxo.value)
  }
  const fee = feeRate * BigInt(11 + 68 * tx.inputsLength + 31 * (recipients.length + 1))
  if (inputs < total + fee)
    throw new Error(`Insufficient funds: ${inputs} sats for ${total} and a fee of ${fee}`)
  for (const { address, amount } of recipients) tx.addOutputAddress(address, amount, network)
  const change = inputs - total - fee
  // Change below the dust limit goes to the fee.
  if (change >= 546n) tx.addOutputAddress(payment.address!, change, network)
  tx.sign(privateKey)
  tx.finalize()
  const posted = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: tx.hex })
  const text = await posted.text()
  if (!posted.ok) throw new Error(`The transaction was refused: ${text}`)
  return text
}
