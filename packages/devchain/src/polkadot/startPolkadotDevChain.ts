import { startSolanaRpcServer } from '../solana/startSolanaRpcServer.js'
import { createPolkadotRpcHandler } from './createPolkadotRpcHandler.js'
import { type PolkadotDevAccount, polkadotDevAccounts } from './polkadotDevAccounts.js'
import {
  type PolkadotDevChainDefinition,
  polkadotDevChainDefinition,
} from './polkadotDevChainDefinition.js'

/** Where the Polkadot dev ledger listens, and how much each dev account gets. */
export type StartPolkadotDevChainParameters = {
  /** 0 (the default) lets the system pick a free port. */
  port?: number | undefined
  host?: string | undefined
  /** DEV per dev account, in planck (10^-12 DEV); 10,000 DEV. */
  fundPlanck?: bigint | undefined
  /** The largest request body, in bytes; larger ones get 413. 64 KiB. */
  maxBodyBytes?: number | undefined
}

/** A running Polkadot dev ledger. */
export type PolkadotDevChain = PolkadotDevChainDefinition & {
  rpcUrl: string
  accounts: readonly PolkadotDevAccount[]
  /** Stops the RPC server; resolves once it is closed. */
  stop(): Promise<void>
}

/**
 * Starts the Polkadot dev ledger: a stand-in for a Substrate node, since no Substrate runtime runs
 * offline here. It serves the Substrate JSON-RPC reads (genesis hash, chain name and properties,
 * System.Account balances as SCALE) over HTTP on loopback, with the dev accounts funded at
 * genesis; it runs no runtime and takes no extrinsics.
 */
export async function startPolkadotDevChain(
  parameters: StartPolkadotDevChainParameters = {},
): Promise<PolkadotDevChain> {
  const {
    port = 0,
    host = '127.0.0.1',
    fundPlanck = 10_000_000_000_000_000n,
    maxBodyBytes,
  } = parameters
  const definition = polkadotDevChainDefinition
  const handler = createPolkadotRpcHandler({
    definition,
    genesisBalances: polkadotDevAccounts.map(({ publicKey }) => ({ publicKey, free: fundPlanck })),
  })
  const server = await startSolanaRpcServer({ handler, port, host, maxBodyBytes })
  return { ...definition, rpcUrl: server.url, accounts: polkadotDevAccounts, stop: server.close }
}
