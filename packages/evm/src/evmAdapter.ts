import {
  type AdapterContext,
  BaseError,
  type ChainAdapter,
  type Connector,
  createAdapter,
  createJsonRpcTransport,
  findNetwork,
  getChainConnector,
  isUserRejection,
  type JsonRpcTransport,
  UnauthorizedProviderError,
  type WalletConnectSession,
} from '@latchkey/core/internal'
import { switchChain } from './actions/switchChain.js'
import { createWalletRegistry } from './discovery/createWalletRegistry.js'
import { ConnectorNotConnectedError, ProviderNotFoundError } from './errors/adapter.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'
import { getChainId } from './provider/getChainId.js'
import { request } from './provider/request.js'
import { createWalletSession, type WalletSession } from './session/createWalletSession.js'
import { hexToBigInt } from './utils/hexToBigInt.js'
import { normalizeAccounts } from './utils/normalizeAccounts.js'
import { toHexQuantity } from './utils/toHexQuantity.js'
import { utf8ToHex } from './utils/utf8ToHex.js'
import { waitAtMost } from './utils/waitAtMost.js'

/** Options of the eip155 adapter. */
export type EvmAdapterParameters = {
  /** How long connect and reconnect wait for a wallet's late EIP-6963 announcement; 1000 ms. */
  announcementTimeout?: number
  /** How long disconnect waits for `wallet_revokePermissions`, which some wallets never answer; 1000 ms. */
  revokeTimeout?: number
  /** Where wallets announce themselves and inject `ethereum`; `window`, none on the server. */
  target?: EventTarget
}

// Codes meaning "this wallet has no wallet_revokePermissions" (4200, -32601, -32004) or "there is
// no permission left to revoke" (4100 unauthorized, 4900 disconnected): disconnecting is done.
const revokeDoneCodes = [4200, -32601, -32004, 4100, 4900]

/**
 * The eip155 adapter: EIP-6963 and injected wallets over plain EIP-1193 requests, balances
 * over JSON-RPC, and the client's WalletConnect session (when the dapp set a relay) as one more
 * EIP-1193 provider. It imports no chain library, so it is cheap to load before the first click.
 */
export function evmAdapter(parameters: EvmAdapterParameters = {}): ChainAdapter<Eip1193Provider> {
  const { announcementTimeout = 1000, revokeTimeout = 1000 } = parameters
  return createAdapter<Eip1193Provider>({
    namespace: 'eip155',
    setup(context: AdapterContext) {
      const { emitter, networks } = context
      const registry = createWalletRegistry({
        getTarget: () => parameters.target ?? (typeof window === 'undefined' ? undefined : window),
        eip6963: context.enableEIP6963,
        injected: context.enableInjected,
      })
      const transports = new Map<string, JsonRpcTransport>()
      let session: WalletSession | undefined

      const log = (message: string, error: unknown) => {
        if (context.debug) console.warn(`[latchkey/evm] ${message}`, error)
      }
      const requireSession = (method: string) => {
        if (!session) throw new ConnectorNotConnectedError({ method })
        return session
      }
      const startSession = (
        connector: Connector,
        provider: Eip1193Provider,
        accounts: string[],
        chainId: number,
      ) => {
        // Connecting a wallet replaces the previous one; its events must not reach core.
        session?.end()
        const started: WalletSession = createWalletSession({
          connectorId: connector.id,
          provider,
          accounts,
          chainId,
          emitter,
          onEnd: () => {
            if (session === started) session = undefined
          },
        })
        session = started
        return started.getConnection()
      }
      const switchTo = async (provider: Eip1193Provider, chainId: number) => {
        const caipNetwork = findNetwork(networks, 'eip155', chainId)
        await switchChain({ provider, chainId, caipNetwork })
      }

      // A WalletConnect session is the eip155 provider of the 'walletConnect' connector.
      const { walletConnect } = context
      const startWalletConnect = async (
        connector: Connector,
        session: WalletConnectSession,
        chainId?: number | string,
      ) => {
        const { provider } = session
        let current = Number(session.chainId)
        if (chainId !== undefined && Number(chainId) !== current) {
          try {
            // Local when the wallet approved the chain; a request to the wallet otherwise.
            await switchTo(provider, Number(chainId))
            current = await getChainId(provider)
          } catch (error) {
            if (isUserRejection(error)) throw error
            log('connect: could not switch chain', error)
          }
        }
        const connection = startSession(connector, provider, [...session.accounts], current)
        return {
          ...connection,
          approvedCaipNetworkIds: session.approvedCaipNetworkIds,
          wallet: session.wallet,
        }
      }

      return {
        discoverConnectors: (onChange) =>
          registry.watchConnectors((connectors) =>
            onChange(
              walletConnect ? [walletConnect.getConnector('eip155'), ...connectors] : connectors,
            ),
          ),

        async connect({ connector, chainId }) {
          if (walletConnect && connector.type === 'WALLET_CONNECT')
            return startWalletConnect(connector, await walletConnect.connect('eip155'), chainId)
          const member = getEvmConnector(connector)
          const provider = await registry.waitForProvider(member, announcementTimeout)
          if (!provider) throw new ProviderNotFoundError({ connectorId: member.id })
          const method = 'eth_requestAccounts'
          const accounts = normalizeAccounts(await request(provider, method))
          if (accounts.length === 0)
            throw new UnauthorizedProviderError({
              method,
              details: 'The wallet shared no account.',
            })
          let currentChainId = await getChainId(provider)
          if (chainId !== undefined && Number(chainId) !== currentChainId) {
            try {
              await switchTo(provider, Number(chainId))
              currentChainId = await getChainId(provider)
            } catch (error) {
              // Declining the switch declines the connection (as in wagmi); a wallet that cannot
              // switch stays connected on its chain, and core shows UnsupportedChain if due.
              if (isUserRejection(error)) throw error
              log('connect: could not switch chain', error)
            }
          }
          return startSession(member, provider, accounts, currentChainId)
        },

        async reconnect(connector) {
          if (walletConnect && connector.type === 'WALLET_CONNECT') {
            const session = await walletConnect.reconnect('eip155').catch((error: unknown) => {
              log('reconnect failed', error)
              return undefined
            })
            return session ? startWalletConnect(connector, session) : null
          }
          const member = getEvmConnector(connector)
          const provider = await registry.waitForProvider(member, announcementTimeout)
          if (!provider) return null
          try {
            const accounts = normalizeAccounts(await request(provider, 'eth_accounts'))
            if (accounts.length === 0) return null
            return startSession(member, provider, accounts, await getChainId(provider))
          } catch (error) {
            log('reconnect failed', error)
            return null
          }
        },

        async disconnect() {
          const current = session
          if (!current) return
          current.closing = true
          if (walletConnect && current.connectorId === walletConnect.getConnector('eip155').id) {
            // Deleting the session tells the wallet; there is no permission to revoke.
            try {
              await walletConnect.disconnect()
            } catch (error) {
              current.closing = false
              throw error
            }
            return current.end()
          }
          try {
            const revoke = request(current.provider, 'wallet_revokePermissions', [
              { eth_accounts: {} },
            ])
            await waitAtMost(revoke, revokeTimeout)
          } catch (error) {
            const code = (error as { code?: unknown }).code
            if (typeof code !== 'number' || !revokeDoneCodes.includes(code)) {
              current.closing = false
              throw error
            }
          }
          current.end()
        },

        async switchNetwork(caipNetwork) {
          const current = requireSession('switchNetwork')
          const chainId = Number(caipNetwork.id)
          await switchChain({ provider: current.provider, chainId, caipNetwork })
          // Most wallets send chainChanged before answering; for those that do not, report it here.
          current.setChainId(chainId)
        },

        async getBalance({ address, caipNetwork }) {
          const url = caipNetwork.rpcUrls.default.http[0]
          if (!url)
            throw new BaseError('Network has no RPC URL', {
              name: 'RpcUrlNotFoundError',
              metaMessages: [`${caipNetwork.caipNetworkId} lists no rpcUrls.default.http.`],
            })
          const transport = transports.get(url) ?? createJsonRpcTransport({ url })
          transports.set(url, transport)
          const balance = await transport.request({
            method: 'eth_getBalance',
            params: [address, 'latest'],
          })
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value: hexToBigInt(balance), decimals, symbol }
        },

        async signMessage({ message, address }) {
          const { provider } = requireSession('signMessage')
          return request<string>(provider, 'personal_sign', [utf8ToHex(message), address])
        },

        async sendTransaction({ address, to, value, data, caipNetwork }) {
          const current = requireSession('sendTransaction')
          const chainId = Number(caipNetwork.id)
          // A wallet signs for the chain it is on: move it first rather than pay on another chain.
          if ((await getChainId(current.provider)) !== chainId) {
            await switchChain({ provider: current.provider, chainId, caipNetwork })
            current.setChainId(chainId)
          }
          const transaction = {
            from: address,
            to,
            ...(value === undefined ? {} : { value: toHexQuantity(value) }),
            ...(data === undefined ? {} : { data }),
          }
          return request<string>(current.provider, 'eth_sendTransaction', [transaction])
        },

        getProvider(connectorId) {
          if (connectorId === undefined || connectorId === session?.connectorId)
            return session?.provider
          if (walletConnect && connectorId === walletConnect.getConnector('eip155').id)
            return walletConnect.getProvider('eip155')
          return registry.getProvider(connectorId)
        },
      }
    },
  })
}

// Core hands over chain connectors, but a MULTI_CHAIN entry is accepted too: its eip155 member.
function getEvmConnector(connector: Connector): Connector {
  return getChainConnector(connector, 'eip155') ?? connector
}
