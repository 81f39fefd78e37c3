import { isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestWallet } from './createTestWallet.js'
import type { TestWalletControls } from './createTestWalletProvider.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** Makes the controls a test uses to act as the person in the wallet's own window. */
export function createTestWalletControls(wallet: TestWallet): TestWalletControls {
  return {
    rejectNextRequest(method) {
      wallet.pendingRejection = method === undefined ? {} : { method }
    },
    switchChain(id, options = {}) {
      const known = wallet.chains.get(id)
      if (!known)
        wallet.chains.set(id, {
          chainId: id,
          name: `Chain ${id}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}),
        })
      else if (options.rpcUrl) known.rpcUrl = options.rpcUrl
      wallet.persist()
      wallet.switchTo(id)
    },
    setAccount(privateKey) {
      const previous = wallet.account.address
      wallet.account = privateKeyToAccount(privateKey)
      if (!wallet.connected || isAddressEqual(previous, wallet.account.address)) return
      wallet.persist()
      wallet.emitter.emit('accountsChanged', [wallet.account.address])
    },
    disconnect() {
      const wasConnected = wallet.connected
      wallet.connected = false
      wallet.online = false
      wallet.persist()
      if (wasConnected) wallet.emitter.emit('accountsChanged', [])
      wallet.emitter.emit('disconnect', ProviderRpcError.from('disconnected'))
    },
    getState: () => ({
      connected: wallet.connected,
      chainId: wallet.chainId,
      address: wallet.account.address,
      chains: [...wallet.chains.values()].map((chain) => ({ ...chain })),
    }),
    requests: wallet.requests,
  }
}
