import type { AdapterAccount, AdapterConnection, AdapterEventMap, Emitter } from '@latchkey/core'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { watchProvider } from '../provider/watchProvider.js'
import { normalizeAccounts } from '../utils/normalizeAccounts.js'
import { parseChainId } from '../utils/parseChainId.js'

/** A connected wallet, and what the adapter last reported of it. */
export type CreateWalletSessionParameters = {
  provider: Eip1193Provider
  /** Checksummed, at least one. */
  accounts: readonly string[]
  chainId: number
  emitter: Emitter<AdapterEventMap>
  /** Runs once when the session ends, whether the wallet or the adapter ended it. */
  onEnd(): void
}

/** A live connection to one wallet: forwards its events to core until it ends. */
export type WalletSession = {
  readonly provider: Eip1193Provider
  getConnection(): AdapterConnection
  /** Records a chain the adapter moved the wallet to; emits chainChanged unless the wallet did. */
  setChainId(chainId: number): void
  /** Stops listening, without telling core (core asked for it). */
  end(): void
}

/**
 * Starts forwarding a wallet's EIP-1193 events through core's emitter: accountsChanged (in
 * checksum form, repeats and case-only changes dropped), chainChanged (as a number, repeats
 * dropped), and disconnect for a disconnect event or an empty account list.
 */
export function createWalletSession(parameters: CreateWalletSessionParameters): WalletSession {
  const { provider, emitter, onEnd } = parameters
  let accounts = parameters.accounts
  let chainId = parameters.chainId
  let active = true

  const end = () => {
    if (!active) return
    active = false
    unwatch()
    onEnd()
  }
  const endedByWallet = () => {
    if (!active) return
    end()
    emitter.emit('disconnect')
  }
  const setChainId = (next: number) => {
    if (!active || next === chainId) return
    chainId = next
    emitter.emit('chainChanged', { chainId: next })
  }

  const unwatch = watchProvider(provider, {
    onAccountsChanged(payload) {
      if (!active) return
      const next = normalizeAccounts(payload)
      if (next.length === 0) return endedByWallet()
      if (next.length === accounts.length && next.every((address, i) => address === accounts[i]))
        return
      accounts = next
      emitter.emit('accountsChanged', { accounts: next.map(toAccount) })
    },
    onChainChanged(payload) {
      const next = parseChainId(payload)
      if (next !== undefined) setChainId(next)
    },
    async onDisconnect(error) {
      if (!active) return
      // MetaMask sends 1013 while it reconnects to its node: the site is still connected.
      if ((error as { code?: unknown } | undefined)?.code === 1013) {
        const still = await provider.request({ method: 'eth_accounts' }).catch(() => [])
        if (normalizeAccounts(still).length > 0) return
      }
      endedByWallet()
    },
  })

  const session: WalletSession = {
    provider,
    getConnection: () => ({ address: accounts[0]!, chainId, accounts: accounts.map(toAccount) }),
    setChainId,
    end,
  }
  return session
}

// Injected wallets hold plain keys; smart accounts come with the embedded wallet.
function toAccount(address: string): AdapterAccount {
  return { address, type: 'eoa' }
}
