import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenDevServer } from '../chain/listenDevServer.js'
import { BitcoinLedgerError } from './BitcoinLedgerError.js'
import type { BitcoinLedger } from './createBitcoinLedger.js'

/** Where and how the Esplora server listens. */
export type StartBitcoinEsploraServerParameters = {
  ledger: BitcoinLedger
  genesisHash: string
  port?: number | undefined
  host?: string | undefined
  /** The largest `POST /tx` body (hex); larger ones get 413. 400 KB (a standard transaction's cap). */
  maxBodyBytes?: number | undefined
  /** The most UTXOs one `/address/:address/utxo` reply lists; 500. */
  maxUtxosPerReply?: number | undefined
}

/** A running Esplora server. */
export type BitcoinEsploraServer = {
  url: string
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

/**
 * Serves the part of Blockstream's Esplora HTTP API (as mempool.space has it) that wallets and
 * the adapter use, over a BitcoinLedger, with CORS so a page can call it: tip height, genesis
 * hash, address totals and UTXOs, raw transactions, and `POST /tx` (400 with the ledger's reason).
 */
export async function startBitcoinEsploraServer(
  parameters: StartBitcoinEsploraServerParameters,
): Promise<BitcoinEsploraServer> {
  const {
    ledger,
    genesisHash,
    port = 0,
    host = '127.0.0.1',
    maxBodyBytes = 400_000,
    maxUtxosPerReply = 500,
  } = parameters

  const send = (response: ServerResponse, status: number, body: string, json = false) => {
    response.writeHead(status, {
      'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
      ...cors,
    })
    response.end(body)
  }
  const get = (path: string): [number, string, boolean?] => {
    if (path === '/blocks/tip/height') return [200, String(ledger.height())]
    if (path === '/block-height/0') return [200, genesisHash]
    if (path === '/fee-estimates') return [200, JSON.stringify({ 1: 1, 6: 1, 144: 1 }), true]
    const address = /^\/address\/([a-zA-Z0-9]{14,90})(\/utxo)?$/.exec(path)
    if (address) {
      const [, id, utxo] = address as unknown as [string, string, string | undefined]
      if (utxo) {
        const list = ledger.utxos(id).slice(0, maxUtxosPerReply)
        const body = list.map(({ txid, vout, value }) => ({
          txid,
          vout,
          value,
          status: { confirmed: true },
        }))
        return [200, JSON.stringify(body), true]
      }
      const stats = ledger.stats(id)
      const none = { funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 }
      return [200, JSON.stringify({ address: id, chain_stats: stats, mempool_stats: none }), true]
    }
    const tx = /^\/tx\/([0-9a-fA-F]{64})\/hex$/.exec(path)
    if (tx) {
      const raw = ledger.transaction(tx[1]!)
      return raw ? [200, raw] : [404, 'Transaction not found']
    }
    return [404, 'Not found']
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '')
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method === 'GET') {
      const [status, body, json] = get(path)
      return send(response, status, body, json)
    }
    if (request.method !== 'POST' || path !== '/tx')
      return send(response, 405, 'Method not allowed')
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      send(response, 413, 'Transaction too large')
      return void request.destroy()
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) return void chunks.push(chunk)
      if (!response.headersSent) send(response, 413, 'Transaction too large')
      request.destroy()
    })
    request.on('end', () => {
      if (response.headersSent) return
      const body = Buffer.concat(chunks).toString('utf8').trim()
      if (!/^([0-9a-fA-F]{2})+$/.test(body))
        return send(response, 400, 'The body is not a raw transaction in hex')
      try {
        send(response, 200, ledger.submit(body))
      } catch (error) {
        if (!(error instanceof BitcoinLedgerError)) throw error
        send(response, 400, error.message)
      }
    })
  })
  // A slow client cannot hold a socket open for ever.
  server.requestTimeout = 10_000
  server.headersTimeout = 5_000
  return listenDevServer(server, { host, port })
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
}
