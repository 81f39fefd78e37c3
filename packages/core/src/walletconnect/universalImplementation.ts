// Basic mode's adapter methods (see createUniversalAdapter): a chunk of their own, loaded on the
// first call, so a page that passes adapters never fetches them.
import type { AdapterAccount, AdapterConnection, AdapterContext } from '../adapter/ChainAdapter.js'
import type { LoadedImplementation } from '../adapter/lazyImplementation.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { BasicModeMethodNotSupportedError } from '../errors/adapter.js'
import { ConnectorNotConnectedError } from '../errors/connection.js'
import { toRpcError } from '../errors/loadRpcErrors.js'
import type { RequestProvider } from './createUniversalAdapter.js'

/** The universal adapter's methods, every optional one included. */
export type UniversalImplementation = LoadedImplementation<RequestProvider>

/**
 * A namespace's methods in basic mode over whatever provider a source yields: eip155 balances,
 * signing and sending through the provider's requests; other namespaces connect and switch only.
 */
export function createUniversalImplementation(
  namespace: ChainNamespace,
  context: AdapterContext,
): UniversalImplementation {
  const { emitter } = context
  let attached: { provider: RequestProvider; unwatch(): void } | undefined
  const toAccount = (address: string): AdapterAccount => ({
    address,
    type: namespace === 'bip122' ? 'payment' : 'eoa',
  })

  const request = async <result>(method: string, params?: unknown) => {
    if (!attached) throw new ConnectorNotConnectedError({ method })
    try {
      return (await attached.provider.request({ method, params })) as result
    } catch (error) {
      throw await toRpcError(error, { method })
    }
  }
  const eip155Only = (method: string) => {
    if (namespace !== 'eip155') throw new BasicModeMethodNotSupportedError({ method, namespace })
  }
  const detach = () => {
    attached?.unwatch()
    attached = undefined
  }

  return {
    async attach({ provider, accounts, chainId, requestedChainId }): Promise<AdapterConnection> {
      detach()
      const onAccounts = (payload: unknown) => {
        const list = (Array.isArray(payload) ? payload : []).map(String)
        if (list.length === 0) emitter.emit('disconnect')
        else emitter.emit('accountsChanged', { accounts: list.map(toAccount) })
      }
      const onChain = (payload: unknown) =>
        emitter.emit('chainChanged', {
          chainId: namespace === 'eip155' ? Number(payload) : String(payload),
        })
      const onDisconnect = () => {
        detach()
        emitter.emit('disconnect')
      }
      provider.on('accountsChanged', onAccounts)
      provider.on('chainChanged', onChain)
      provider.on('disconnect', onDisconnect)
      attached = {
        provider,
        unwatch() {
          provider.removeListener('accountsChanged', onAccounts)
          provider.removeListener('chainChanged', onChain)
          provider.removeListener('disconnect', onDisconnect)
        },
      }
      let current = chainId
      // The selected network, when the session can move there without asking (eip155).
      const network = context.networks.find((entry) => entry.id === requestedChainId)
      if (namespace === 'eip155' && network && network.id !== chainId)
        try {
          await request('wallet_switchEthereumChain', [
            { chainId: `0x${Number(network.id).toString(16)}` },
          ])
          current = network.id
        } catch {
          // The wallet stays where it is; core shows UnsupportedChain when due.
        }
      return {
        address: accounts[0] as string,
        chainId: current,
        accounts: accounts.map(toAccount),
      }
    },
    detach,
    async switchNetwork(caipNetwork) {
      if (namespace === 'eip155')
        await request('wallet_switchEthereumChain', [
          { chainId: `0x${Number(caipNetwork.id).toString(16)}` },
        ])
    },
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
    getProvider: () => attached?.provider,
  }
}
