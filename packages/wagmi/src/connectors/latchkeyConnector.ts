import { createConnector } from '@wagmi/core'
import {
  type Address,
  type EIP1193Provider,
  getAddress,
  numberToHex,
  ProviderDisconnectedError,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

/** The id of the connector that carries connections made outside wagmi (a WalletConnect session). */
export const latchkeyConnectorId = 'latchkey'

/** Where the bridge gets the provider of the connection Latchkey made. */
export type LatchkeyConnectorParameters = {
  /** The provider Latchkey's source handed over, undefined when none is attached. */
  getProvider(): EIP1193Provider | undefined
  /** The dapp disconnected through wagmi (`useDisconnect`): the session behind it should end too. */
  onDisconnectRequest?(): void
}

/**
 * A wagmi connector over a provider Latchkey's own sources yield (the WalletConnect session the
 * widget shows, the embedded wallet): the access is already granted when wagmi connects it, so
 * connecting asks the wallet nothing. Wagmi's hooks then read and write through that session.
 */
export function latchkeyConnector(parameters: LatchkeyConnectorParameters) {
  type Listeners = {
    accountsChanged: (accounts: string[]) => void
    chainChanged: (chainId: string) => void
    disconnect: (error?: Error) => void
  }
  let listening: { provider: EIP1193Provider; listeners: Listeners } | undefined

  return createConnector<EIP1193Provider>((config) => {
    const use = () => {
      const provider = parameters.getProvider()
      if (!provider) throw new ProviderDisconnectedError(new Error('No Latchkey connection'))
      return provider
    }
    const stopListening = () => {
      if (!listening) return
      const { provider, listeners } = listening
      provider.removeListener('accountsChanged', listeners.accountsChanged)
      provider.removeListener('chainChanged', listeners.chainChanged)
      provider.removeListener('disconnect', listeners.disconnect)
      listening = undefined
    }

    return {
      id: latchkeyConnectorId,
      name: 'Latchkey',
      type: latchkeyConnectorId,
      async connect(connectParameters = {}) {
        const provider = use()
        stopListening()
        const listeners: Listeners = {
          accountsChanged: (accounts) => this.onAccountsChanged(accounts),
          chainChanged: (chainId) => this.onChainChanged(chainId),
          disconnect: (error) => this.onDisconnect(error),
        }
        provider.on('accountsChanged', listeners.accountsChanged)
        provider.on('chainChanged', listeners.chainChanged)
        provider.on('disconnect', listeners.disconnect)
        listening = { provider, listeners }
        const accounts = await this.getAccounts()
        let chainId = await this.getChainId()
        if (connectParameters.chainId && connectParameters.chainId !== chainId)
          chainId =
            (await this.switchChain?.({ chainId: connectParameters.chainId }))?.id ?? chainId
        // wagmi's types tie the shape to `withCapabilities`; Latchkey never asks for them.
        return { accounts, chainId } as never
      },
      async disconnect() {
        stopListening()
        parameters.onDisconnectRequest?.()
      },
      async getAccounts() {
        const accounts = await use().request({ method: 'eth_accounts' })
        return accounts.map((account) => getAddress(account))
      },
      async getChainId() {
        return Number(await use().request({ method: 'eth_chainId' }))
      },
      getProvider: async () => use(),
      isAuthorized: async () => {
        const provider = parameters.getProvider()
        if (!provider) return false
        const accounts = await provider.request({ method: 'eth_accounts' }).catch(() => [])
        return accounts.length > 0
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((entry) => entry.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        const provider = use()
        const switchTo = () =>
          provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        try {
          try {
            await switchTo()
          } catch (error) {
            if ((error as { code?: unknown }).code !== 4902) throw error
            await provider.request({
              method: 'wallet_addEthereumChain',
              params: [
                {
                  chainId: numberToHex(chainId),
                  chainName: chain.name,
                  nativeCurrency: chain.nativeCurrency,
                  rpcUrls: [...chain.rpcUrls.default.http],
                  blockExplorerUrls: chain.blockExplorers
                    ? [chain.blockExplorers.default.url]
                    : undefined,
                },
              ],
            })
            await switchTo()
          }
        } catch (error) {
          if ((error as { code?: unknown }).code === UserRejectedRequestError.code)
            throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        // A session that routes requests by chain reports the move itself; this covers the rest.
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else
          config.emitter.emit('change', {
            accounts: accounts.map((account) => getAddress(account) as Address),
          })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        stopListening()
        config.emitter.emit('disconnect')
      },
    }
  })
}
