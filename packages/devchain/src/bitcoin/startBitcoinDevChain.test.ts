import { hex } from '@scure/base'
import { p2tr, p2wpkh, RawTx, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BitcoinDevAccount } from './bitcoinDevAccounts.js'
import { type BitcoinDevChain, startBitcoinDevChain } from './startBitcoinDevChain.js'

let chain: BitcoinDevChain
beforeAll(async () => {
  chain = await startBitcoinDevChain()
})
afterAll(() => chain?.stop())

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

const get = async (path: string) => {
  const response = await fetch(`${chain.rpcUrl}${path}`)
  return { status: response.status, text: await response.text() }
}
const post = async (body: string) => {
  const response = await fetch(`${chain.rpcUrl}/tx`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}
const utxosOf = async (address: string): Promise<Utxo[]> =>
  JSON.parse((await get(`/address/${address}/utxo`)).text)

/** A transfer of `amount` from the account's payment (or ordinals) address, signed with its key. */
async function transfer(
  account: BitcoinDevAccount,
  to: string,
  amount: bigint,
  options: { from?: 'payment' | 'ordinals'; utxo?: Utxo; fee?: bigint } = {},
) {
  const { from = 'payment', fee = 1_000n } = options
  const key = from === 'payment' ? account : account.ordinals
  const payment =
    from === 'payment'
      ? p2wpkh(hex.decode(key.publicKey), chain.network)
      : p2tr(hex.decode(key.publicKey), undefined, chain.network)
  const utxo = options.utxo ?? (await utxosOf(key.address))[0]!
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
    ...(from === 'ordinals' ? { tapInternalKey: hex.decode(key.publicKey) } : {}),
  })
  tx.addOutputAddress(to, amount, chain.network)
  const change = BigInt(utxo.value) - amount - fee
  if (change > 0n) tx.addOutputAddress(key.address, change, chain.network)
  tx.sign(hex.decode(key.privateKey))
  tx.finalize()
  return { hex: tx.hex, id: tx.id, utxo }
}

describe('startBitcoinDevChain', () => {
  test('default: serves the genesis hash, the height and funded dev addresses', async () => {
    expect((await get('/block-height/0')).text).toBe(chain.genesisHash)
    expect(chain.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(Number((await get('/blocks/tip/height')).text)).toBeGreaterThan(0)
    const address = chain.accounts[0]!.address
    const stats = JSON.parse((await get(`/address/${address}`)).text)
    expect(stats.address).toBe(address)
    expect(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum).toBeGreaterThan(0)
    expect(await utxosOf(chain.accounts[0]!.ordinals.address)).toHaveLength(5)
  })

  test('behavior: a signed P2WPKH transfer lands, and its outputs are spendable', async () => {
    const [from, to] = [chain.accounts[1]!, chain.accounts[2]!]
    const before = chain.ledger.stats(to.address)
    const { hex: raw, id } = await transfer(from, to.address, 12_345n)
    expect(await post(raw)).toEqual({ status: 200, text: id })
    expect((await get(`/tx/${id}/hex`)).text).toBe(raw)
    const after = chain.ledger.stats(to.address)
    expect(after.funded_txo_sum - before.funded_txo_sum).toBe(12_345)
    expect(await utxosOf(to.address)).toContainEqual({
      txid: id,
      vout: 0,
      value: 12_345,
      status: { confirmed: true },
    })
  })

  test('behavior: a signed P2TR key-path transfer lands', async () => {
    const account = chain.accounts[3]!
    const { hex: raw, id } = await transfer(account, account.address, 50_000n, { from: 'ordinals' })
    expect(await post(raw)).toEqual({ status: 200, text: id })
  })

  test('error: a double spend is refused', async () => {
    const account = chain.accounts[2]!
    const first = await transfer(account, chain.accounts[0]!.address, 1_000n)
    expect((await post(first.hex)).status).toBe(200)
    const again = await transfer(account, chain.accounts[1]!.address, 2_000n, { utxo: first.utxo })
    expect(await post(again.hex)).toEqual({
      status: 400,
      text: `Input 0: ${first.utxo.txid}:${first.utxo.vout} is already spent`,
    })
  })

  test('error: a signature over other outputs is refused, and nothing changes', async () => {
    const account = chain.accounts[0]!
    const { hex: raw, utxo } = await transfer(account, chain.accounts[1]!.address, 5_000n)
    const decoded = RawTx.decode(hex.decode(raw))
    decoded.outputs[0]!.amount += 1n
    expect(await post(hex.encode(RawTx.encode(decoded)))).toEqual({
      status: 400,
      text: 'Input 0: the signature does not verify',
    })
    expect(await utxosOf(account.address)).toContainEqual(utxo)
  })

  test('error: an unknown input and an overspend are refused', async () => {
    const account = chain.accounts[0]!
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: 10_000, status: { confirmed: true } }
    const made = await transfer(account, chain.accounts[1]!.address, 1_000n, { utxo: unknown })
    expect(await post(made.hex)).toEqual({
      status: 400,
      text: `Input 0: ${'ab'.repeat(32)}:0 is not an output the ledger knows`,
    })
    // Signed over the true amount (btc-signer itself refuses to finalize an overspend: the
    // witness is put in by hand), so only the amounts are wrong.
    const [utxo] = await utxosOf(account.address)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: {
        script: p2wpkh(hex.decode(account.publicKey), chain.network).script,
        amount: BigInt(utxo!.value),
      },
    })
    tx.addOutputAddress(chain.accounts[1]!.address, BigInt(utxo!.value) + 1n, chain.network)
    tx.sign(hex.decode(account.privateKey))
    const [[publicKey, signature]] = tx.getInput(0).partialSig! as [[Uint8Array, Uint8Array]]
    const overspend = RawTx.decode(tx.toBytes(true, false))
    overspend.segwitFlag = true
    overspend.witnesses = [[signature, publicKey]]
    expect(await post(hex.encode(RawTx.encode(overspend)))).toEqual({
      status: 400,
      text: `The outputs (${utxo!.value + 1} sats) exceed the inputs (${utxo!.value} sats)`,
    })
  })

  test('error: bodies that are not transactions, or too large, are refused', async () => {
    expect(await post('zz')).toEqual({
      status: 400,
      text: 'The body is not a raw transaction in hex',
    })
    expect((await post('00')).status).toBe(400)
    expect((await post('00'.repeat(400_001))).status).toBe(413)
    expect((await get('/tx/00/hex')).status).toBe(404)
  })
})
