import { type BitcoinDevAccount, bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import {
  type BitcoinDevChainDefinition,
  bitcoinDevChainDefinition,
} from './bitcoinDevChainDefinition.js'
import { type BitcoinLedger, createBitcoinLedger } from './createBitcoinLedger.js'
import { startBitcoinEsploraServer } from './startBitcoinEsploraServer.js'

/** Where the Bitcoin dev ledger listens, and how each dev account is funded. */
export type StartBitcoinDevChainParameters = {
  /** 0 (the default) lets the system pick a free port. */
  port?: number | undefined
  host?: string | undefined
  /** UTXOs per dev account (payment and ordinals address); 5. */
  utxosPerAccount?: number | undefined
  /** Sats per UTXO; 1 BTC. */
  utxoValue?: bigint | undefined
}

/** A running Bitcoin dev ledger. */
export type BitcoinDevChain = BitcoinDevChainDefinition & {
  /** The Esplora API's base URL. */
  rpcUrl: string
  accounts: readonly BitcoinDevAccount[]
  /** The ledger behind the API, for tests that look at it directly. */
  ledger: BitcoinLedger
  /** Stops the server; resolves once it is closed. */
  stop(): Promise<void>
}

/**
 * Starts the Bitcoin dev ledger: a stand-in for a regtest node (none installs here) that keeps a
 * UTXO set in memory, checks the signatures of what it is sent, mines each transaction at once
 * and serves an Esplora-shaped API on loopback. The dev accounts' payment and ordinals addresses
 * get `utxosPerAccount` UTXOs of `utxoValue` each at genesis.
 */
export async function startBitcoinDevChain(
  parameters: StartBitcoinDevChainParameters = {},
): Promise<BitcoinDevChain> {
  const { port = 0, host = '127.0.0.1', utxosPerAccount = 5, utxoValue = 100_000_000n } = parameters
  const definition = bitcoinDevChainDefinition
  const ledger = createBitcoinLedger({ network: definition.network })
  for (const account of bitcoinDevAccounts)
    for (const address of [account.address, account.ordinals.address])
      ledger.fund(Array.from({ length: utxosPerAccount }, () => ({ address, value: utxoValue })))
  const server = await startBitcoinEsploraServer({
    ledger,
    genesisHash: definition.genesisHash,
    port,
    host,
  })
  return {
    ...definition,
    rpcUrl: server.url,
    accounts: bitcoinDevAccounts,
    ledger,
    stop: server.close,
  }
}
