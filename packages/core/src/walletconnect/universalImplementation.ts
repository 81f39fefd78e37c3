// Basic mode's adapter methods (see createUniversalAdapter): a chunk of their own, loaded on the
// first call, so a page that passes adapters never fetches them.
import type { AdapterAccount, AdapterConnection, AdapterContext } from '../adapter/ChainAdapter.js'
import type { LoadedImplementation } from '../adapter/lazyImplementation.js'
import { BasicModeMethodNotSupportedError } from '../errors/adapter.js'
import { ConnectorNotConnectedError } from '../errors/connection.js'
import { toRpcError } from '../errors/loadRpcErrors.js'
import { getWalletConnectPart } from '../namespaces/getWalletConnectPart.js'
import type {
  NamespaceDescriptor,
  NamespaceRequest,
  NamespaceWalletConnect,
} from '../namespaces/NamespaceDescriptor.js'
import type { RequestProvider } from './createUniversalAdapter.js'

/** The universal adapter's methods, every optional one included. */
export type UniversalImplementation = LoadedImplementation<RequestProvider>

type BasicRequests = NonNullable<NamespaceWalletConnect['basic']>

/**
 * A namespace's methods in basic mode over whatever provider a source yields: balances, signing
 * and sending through the provider's requests its record names (eip155's); a namespace whose
 * record names none connects and switches only.
 */
export function createUniversalImplementation(
  descriptor: NamespaceDescriptor,
  context: AdapterContext,
): UniversalImplementation {
  const { emitter } = context
  const { namespace } = descriptor
  let attached: { provider: RequestProvider; unwatch(): void } | undefined
  const toAccount = (address: string): AdapterAccount => ({
    address,
    type: descriptor.accountType,
  })

  const request = async <result>({ method, params }: NamespaceRequest) => {
    if (!attached) throw new ConnectorNotConnectedError({ method })
    try {
      return (await attached.provider.request({ method, params })) as result
    } catch (error) {
      throw await toRpcError(error, { method })
    }
  }
  // The record's request for `method`; basic mode has no other way to make it.
  const basic = <name extends keyof BasicRequests>(
    method: name,
  ): NonNullable<BasicRequests[name]> => {
    const build = getWalletConnectPart(descriptor).basic?.[method]
    if (!build) throw new BasicModeMethodNotSupportedError({ method, namespace })
    return build as NonNullable<BasicRequests[name]>
  }
  const switchTo = getWalletConnectPart(descriptor).basic?.switchNetwork
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
        emitter.emit('chainChanged', { chainId: descriptor.toChainId(String(payload)) })
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
      if (switchTo && network && network.id !== chainId)
        try {
          await request(switchTo(network))
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
      if (switchTo) await request(switchTo(caipNetwork))
    },
    async getBalance({ address, caipNetwork }) {
      const value = await request<string>(basic('getBalance')({ address }))
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { value: BigInt(value), decimals, symbol }
    },
    async signMessage(parameters) {
      return request<string>(basic('signMessage')(parameters))
    },
    async sendTransaction(parameters) {
      return request<string>(basic('sendTransaction')(parameters))
    },
    getProvider: () => attached?.provider,
  }
}
