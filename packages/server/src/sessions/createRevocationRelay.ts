import type { Hex, Transport, WalletClient } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { HttpError } from '../errors/http.js'

/** The relayer's wallet on one chain. */
export type RelayWallet = WalletClient<Transport, undefined, PrivateKeyAccount>

/** One chain's relayer: its sends in a line, each revocation at most once at a time. */
export type RevocationRelay = {
  /** Sends `write` once those before it are sent; `key` names the revocation (account and key). */
  send(key: string, write: (wallet: RelayWallet) => Promise<Hex>): Promise<Hex>
}

/**
 * A line of sends from the relayer's key on one chain: each send waits for the one before it to
 * be handed to the node, so the next reads the node's pending nonce after it. A revocation already
 * in line (the same account and key) is refused rather than sent twice, and a full line is refused.
 */
export function createRevocationRelay(wallet: RelayWallet, maxPending: number): RevocationRelay {
  let last: Promise<unknown> = Promise.resolve()
  const pending = new Set<string>()
  return {
    async send(key, write) {
      if (pending.has(key))
        throw new HttpError(409, 'REVOKE_IN_PROGRESS', 'This session is being revoked already')
      if (pending.size >= maxPending)
        throw new HttpError(
          503,
          'RELAYER_BUSY',
          `The relayer has ${maxPending} revocations waiting; try again shortly`,
        )
      pending.add(key)
      const sent = last.then(() => write(wallet))
      last = sent.catch(() => undefined)
      try {
        return await sent
      } finally {
        pending.delete(key)
      }
    },
  }
}
