import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { BitcoinProvider } from '../provider/BitcoinProvider.js'

/** A transfer built here and signed by the wallet as a PSBT. */
export type SendTransferWithPsbtParameters = {
  provider: BitcoinProvider
  /** The CAIP-2 id the wallet signs for. */
  chain: string
  esploraUrl: string
  /** A P2WPKH or P2TR (key path) address of the wallet's: it pays, and gets the change. */
  from: string
  to: string
  amount: bigint
  /** Sats per virtual byte; the API's next-block estimate (`/fee-estimates`), at least 1. */
  feeRate?: bigint | undefined
}

type Utxo = { txid: string; vout: number; value: number }

// Addresses decode with any network's prefixes: which one is the address's own does not matter here.
const networks = [
  { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
]

/**
 * A transfer for wallets without sats-connect's `sendTransfer`: reads the payer's UTXOs from the
 * Esplora API, builds a PSBT with btc-signer (largest UTXOs first, change back to the payer), has
 * the wallet sign it (`signPsbt`), finalizes it and posts it (`POST /tx`). Resolves with the txid.
 */
export async function sendTransferWithPsbt(parameters: SendTransferWithPsbtParameters) {
  const { provider, chain, from, to, amount } = parameters
  const api = parameters.esploraUrl.replace(/\/+$/, '')
  const network = networks.find((entry) => from.toLowerCase().startsWith(`${entry.bech32}1`))
  if (!network) throw new Error(`${from} is not a segwit address: it cannot pay through a PSBT`)
  const decoded = Address(network).decode(from)
  if (decoded.type !== 'wpkh' && decoded.type !== 'tr')
    throw new Error(`${from} is neither P2WPKH nor P2TR`)
  const script = OutScript.encode(decoded)
  const feeRate = parameters.feeRate ?? (await estimateFeeRate(api))
  const utxos = ((await json(`${api}/address/${from}/utxo`)) as Utxo[]).sort(
    (a, b) => b.value - a.value,
  )
  // About 68 vbytes per P2WPKH input (58 for P2TR), 43 per output, 11 of overhead.
  const perInput = decoded.type === 'tr' ? 58n : 68n
  const feeFor = (inputs: number) => feeRate * (11n + perInput * BigInt(inputs) + 86n)

  const tx = new Transaction()
  let funded = 0n
  for (const utxo of utxos) {
    if (funded >= amount + feeFor(tx.inputsLength)) break
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
      ...(decoded.type === 'tr' ? { tapInternalKey: decoded.pubkey } : {}),
    })
    funded += BigInt(utxo.value)
  }
  const fee = feeFor(tx.inputsLength)
  if (funded < amount + fee)
    throw new Error(`Insufficient funds: ${funded} sats for ${amount} and a fee of ${fee}`)
  tx.addOutputAddress(to, amount, network)
  const change = funded - amount - fee
  // Change below the dust limit goes to the fee.
  if (change >= 546n) tx.addOutputAddress(from, change, network)

  const signInputs = Array.from({ length: tx.inputsLength }, (_, index) => ({
    address: from,
    index,
  }))
  const { psbt } = (await provider.request(
    { method: 'signPsbt', params: { account: from, psbt: base64.encode(tx.toPSBT()), signInputs } },
    chain,
  )) as { psbt: string }
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  signed.finalize()
  const response = await fetch(`${api}/tx`, { method: 'POST', body: hex.encode(signed.extract()) })
  const text = await response.text()
  if (!response.ok) throw new Error(`The transaction was refused: ${text}`)
  return text
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

async function estimateFeeRate(api: string): Promise<bigint> {
  try {
    const estimates = (await json(`${api}/fee-estimates`)) as Record<string, number>
    return BigInt(Math.max(1, Math.ceil(estimates['1'] ?? 1)))
  } catch {
    return 2n
  }
}
