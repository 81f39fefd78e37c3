import { hex } from '@scure/base'
import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { BitcoinLedgerError } from './BitcoinLedgerError.js'
import type { BitcoinNetworkParameters } from './bitcoinDevChainDefinition.js'
import { type SpentOutput, verifyBitcoinInput } from './verifyBitcoinInput.js'

/** An unspent output, as Esplora's `/address/:address/utxo` lists it (value in sats). */
type BitcoinUtxo = { txid: string; vout: number; value: number; address: string }

/** An address's totals, as Esplora's `chain_stats` has them (sats). */
type BitcoinAddressStats = {
  funded_txo_sum: number
  spent_txo_sum: number
  tx_count: number
}

/** Options of the ledger. */
export type CreateBitcoinLedgerParameters = {
  network: BitcoinNetworkParameters
  /** The most transactions the ledger holds (funding included); then it refuses more. 10,000. */
  maxTransactions?: number | undefined
}

/** The Bitcoin dev ledger's state: the UTXO set, every transaction, and the block height. */
export type BitcoinLedger = {
  /** Creates outputs out of nothing (a coinbase-like transaction), mined at once; its txid. */
  fund(outputs: readonly { address: string; value: bigint }[]): string
  /** Checks a raw transaction (hex) and applies it, mined at once; its txid. */
  submit(rawHex: string): string
  height(): number
  utxos(address: string): BitcoinUtxo[]
  stats(address: string): BitcoinAddressStats
  /** A transaction's raw hex, if the ledger has it. */
  transaction(txid: string): string | undefined
}

type Entry = SpentOutput & { address: string | undefined }

/**
 * A Bitcoin ledger in memory, a stand-in for a regtest node (none installs here): a UTXO set that
 * a transaction changes only when every input exists and is unspent, every input's witness
 * signature verifies (P2WPKH, P2TR key path) and the outputs do not exceed the inputs. Each
 * accepted transaction is mined in a block of its own.
 */
export function createBitcoinLedger(parameters: CreateBitcoinLedgerParameters): BitcoinLedger {
  const { network, maxTransactions = 10_000 } = parameters
  const unspent = new Map<string, Entry>()
  const spent = new Set<string>()
  const transactions = new Map<string, string>()
  const byAddress = new Map<string, { funded: bigint; spent: bigint; txids: Set<string> }>()
  let height = 0

  const addressOf = (script: Uint8Array) => {
    try {
      return Address(network).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const statsOf = (address: string) => {
    const entry = byAddress.get(address) ?? { funded: 0n, spent: 0n, txids: new Set<string>() }
    byAddress.set(address, entry)
    return entry
  }
  const ensureRoom = () => {
    if (transactions.size >= maxTransactions)
      throw new BitcoinLedgerError(`The dev ledger holds at most ${maxTransactions} transactions`)
  }
  const record = (txid: string, raw: string, inputs: Entry[], outputs: Entry[]) => {
    transactions.set(txid, raw)
    height += 1
    for (const input of inputs) {
      if (!input.address) continue
      const stats = statsOf(input.address)
      stats.spent += input.value
      stats.txids.add(txid)
    }
    outputs.forEach((output, vout) => {
      if (!output.address || output.value === 0n) return
      unspent.set(`${txid}:${vout}`, output)
      const stats = statsOf(output.address)
      stats.funded += output.value
      stats.txids.add(txid)
    })
  }

  return {
    fund(outputs) {
      ensureRoom()
      const raw = RawTx.encode({
        version: 2,
        segwitFlag: false,
        inputs: [
          {
            txid: new Uint8Array(32),
            index: 0xffffffff,
            finalScriptSig: Uint8Array.of(1, transactions.size & 0xff, 1, transactions.size >> 8),
            sequence: 0xffffffff,
          },
        ],
        outputs: outputs.map(({ address, value }) => ({
          amount: value,
          script: OutScript.encode(Address(network).decode(address)),
        })),
        witnesses: [],
        lockTime: 0,
      })
      const txid = hex.encode(sha256x2(raw).reverse())
      const entries = outputs.map(({ address, value }) => ({
        address,
        value,
        script: OutScript.encode(Address(network).decode(address)),
      }))
      record(txid, hex.encode(raw), [], entries)
      return txid
    },

    submit(rawHex) {
      ensureRoom()
      let tx: Transaction
      try {
        tx = Transaction.fromRaw(hex.decode(rawHex.trim().toLowerCase()), {
          allowUnknownOutputs: true,
        })
      } catch (error) {
        throw new BitcoinLedgerError(
          `The transaction does not parse: ${error instanceof Error ? error.message : error}`,
        )
      }
      if (tx.inputsLength === 0) throw new BitcoinLedgerError('The transaction has no inputs')
      const seen = new Set<string>()
      const inputs: Entry[] = []
      for (let index = 0; index < tx.inputsLength; index++) {
        const input = tx.getInput(index)
        const outpoint = `${hex.encode(input.txid!)}:${input.index}`
        if (seen.has(outpoint))
          throw new BitcoinLedgerError(`Input ${index}: spends ${outpoint} twice`)
        seen.add(outpoint)
        const entry = unspent.get(outpoint)
        if (!entry)
          throw new BitcoinLedgerError(
            spent.has(outpoint)
              ? `Input ${index}: ${outpoint} is already spent`
              : `Input ${index}: ${outpoint} is not an output the ledger knows`,
          )
        inputs.push(entry)
      }
      for (let index = 0; index < tx.inputsLength; index++) verifyBitcoinInput(tx, index, inputs)
      const outputs: Entry[] = []
      for (let index = 0; index < tx.outputsLength; index++) {
        const { script, amount } = tx.getOutput(index)
        outputs.push({ script: script!, value: amount!, address: addressOf(script!) })
      }
      const paid = inputs.reduce((sum, entry) => sum + entry.value, 0n)
      const sent = outputs.reduce((sum, entry) => sum + entry.value, 0n)
      if (sent > paid)
        throw new BitcoinLedgerError(`The outputs (${sent} sats) exceed the inputs (${paid} sats)`)
      const txid = tx.id
      for (const outpoint of seen) {
        unspent.delete(outpoint)
        spent.add(outpoint)
      }
      record(txid, tx.hex, inputs, outputs)
      return txid
    },

    height: () => height,

    utxos(address) {
      const list: BitcoinUtxo[] = []
      for (const [outpoint, entry] of unspent) {
        if (entry.address !== address) continue
        const [txid, vout] = outpoint.split(':') as [string, string]
        list.push({ txid, vout: Number(vout), value: Number(entry.value), address })
      }
      return list
    },

    stats(address) {
      const entry = byAddress.get(address)
      return {
        funded_txo_sum: Number(entry?.funded ?? 0n),
        spent_txo_sum: Number(entry?.spent ?? 0n),
        tx_count: entry?.txids.size ?? 0,
      }
    },

    transaction: (txid) => transactions.get(txid.toLowerCase()),
  }
}
