import type { AdapterAccount, AdapterConnection, ChainAdapter } from '../adapter/ChainAdapter.js'
import { createAdapter } from '../adapter/createAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { BaseError } from '../errors/base.js'
import { getRpcError } from '../errors/rpc.js'
import type { WalletConnect, WalletConnectProvider, WalletConnectSession } from './WalletConnect.js'

/** What a universal adapter is made from. */
export type CreateUniversalAdapterParameters = {
  namespace: ChainNamespace
  walletConnect: WalletConnect
}

/**
 * The adapter of a namespace in basic mode, when the dapp passes no adapters: the WalletConnect
 * session is its only wallet, and its provider the only way to the chain (eip155 balances,
 * signing and sending go through it; other namespaces connect and switch only).
 */
export function createUniversalAdapter(
  parameters: CreateUniversalAdapterParameters,
): ChainAdapter<WalletConnectProvider> {
  const { namespace, walletConnect } = parameters
  return createAdapter<WalletConnectProvider>({
    namespace,
    setup(context) {
      const { emitter } = context
      let unwatch: (() => void) | undefined
      const toAccount = (address: string): AdapterAccount => ({
        address,
        type: namespace === 'bip122' ? 'payment' : 'eoa',
      })

      const request = async <result>(method: string, params?: unknown) => {
        const provider = walletConnect.getProvider(namespace)
        if (!provider) throw new BaseError('No WalletConnect session', { details: method })
        try {
          return (await provider.request({ method, params })) as result
        } catch (error) {
          throw getRpcError(error, { method })
        }
      }
      const eip155Only = (method: string) => {
        if (namespace !== 'eip155')
          throw new BaseError(`${method} is not supported in basic mode on ${namespace}`)
      }

      function start(session: WalletConnectSession): AdapterConnection {
        unwatch?.()
        const { provider } = session
        const onAccounts = (payload: unknown) => {
          const accounts = (Array.isArray(payload) ? payload : []).map(String)
          if (accounts.length === 0) emitter.emit('disconnect')
          else emitter.emit('accountsChanged', { accounts: accounts.map(toAccount) })
        }
        const onChain = (payload: unknown) =>
          emitter.emit('chainChanged', {
            chainId: namespace === 'eip155' ? Number(payload) : String(payload),
          })
        const onDisconnect = () => {
          unwatch?.()
          emitter.emit('disconnect')
        }
        provider.on('accountsChanged', onAccounts)
        provider.on('chainChanged', onChain)
        provider.on('disconnect', onDisconnect)
        unwatch = () => {
          unwatch = undefined
          provider.removeListener('accountsChanged', onAccounts)
          provider.removeListener('chainChanged', onChain)
          provider.removeListener('disconnect', onDisconnect)
        }
        return {
          address: session.accounts[0] as string,
          chainId: session.chainId,
          accounts: session.accounts.map(toAccount),
          approvedCaipNetworkIds: session.approvedCaipNetworkIds,
          wallet: session.wallet,
        }
      }

      return {
        discoverConnectors(onChange) {
          onChange([walletConnect.getConnector(namespace)])
          return () => {}
        },
        async connect({ chainId }) {
          const session = await walletConnect.connect(namespace)
          const network = context.networks.find((entry) => entry.id === chainId)
          const approved = network && session.approvedCaipNetworkIds.includes(network.caipNetworkId)
          // The selected network when the wallet approved it: switching to it is local then.
          if (network && approved && chainId !== session.chainId) {
            await walletConnect.switchNetwork(network)
            return start({ ...session, chainId: network.id })
          }
          return start(session)
        },
        async reconnect() {
          const session = await walletConnect.reconnect(namespace)
          return session ? start(session) : null
        },
        async disconnect() {
          unwatch?.()
          await walletConnect.disconnect()
        },
        switchNetwork: (caipNetwork) => walletConnect.switchNetwork(caipNetwork),
        async getBalance({ address, caipNetwork }) {
          eip155Only('getBalance')
          const value = await request<string>('eth_getBalance', [address, 'latest'])
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value: BigInt(value), decimals, symbol }
        },
        async signMessage({ message, address }) {
          eip155Only('signMessage')
          const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
          return request<string>('personal_sign', [hex, address])
        },
        async sendTransaction({ address, to, value, data }) {
          eip155Only('sendTransaction')
          return request<string>('eth_sendTransaction', [
            {
              from: address,
              to,
              ...(value === undefined ? {} : { value: `0x${value.toString(16)}` }),
              ...(data === undefined ? {} : { data }),
            },
          ])
        },
        getProvider: () => walletConnect.getProvider(namespace),
      }
    },
  })
}
