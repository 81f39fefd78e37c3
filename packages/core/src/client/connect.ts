import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipAddress } from '../caip/parseCaipAddress.js'
import type { Connector } from '../connectors/Connector.js'
import { AdapterNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/rpc.js'
import { WalletConnectPairingReplacedError } from '../errors/walletConnect.js'
import type { ConnectMethod } from '../events/LatchkeyEventMap.js'
import type { ClientContext } from './ClientContext.js'
import { applyConnection } from './connectionState.js'
import { refreshBalance } from './fetchBalance.js'
import { findConnector } from './findConnector.js'
import { closeModal, followUnsupportedChain, isUnsupportedChainNow } from './openModal.js'

/** What `connect` accepts. */
export type ConnectParameters = {
  /** A connector's id, as listed by `getConnectors()`. */
  connectorId: string
  /** Which chain of a multi-chain wallet to connect; default the active namespace. */
  namespace?: ChainNamespace | undefined
  /**
   * For the WalletConnect connector: the wallet the user picked (a registry wallet without a
   * browser extension), shown while connecting and kept as the recent wallet.
   */
  wallet?: Connector | undefined
}

/** The account a connection gave. */
export type ConnectReturnType = {
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
  chainId: number | string
}

const methods: Partial<Record<Connector['type'], ConnectMethod>> = {
  WALLET_CONNECT: 'qrcode',
  AUTH: 'email',
}

// The latest attempt of each client: an older one (a QR code replaced by a new one) that ends
// later must not touch the state the newer one set.
const latestAttempts = new WeakMap<ClientContext, symbol>()

/**
 * Connects a wallet: asks its adapter, then records the account and network, stores the
 * connector id and the recent wallet, and tracks CONNECT_SUCCESS. Rejects with the wallet's
 * error (check `isUserRejection(error)` for a declined request) and leaves state as it was.
 * Through WalletConnect, the pairing URI shows in the connection state; on success the deep
 * link the user followed is stored and the method is 'mobile' ('qrcode' without one); a
 * failure sets `wcError`; an attempt a newer one replaced rejects without touching the state.
 */
export async function connect(
  context: ClientContext,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { chains, connection, connectors, modal } = context.stores
  const connector = findConnector(context, parameters.connectorId, parameters.namespace)
  const namespace = connector.chain
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })

  const walletConnect = connector.type === 'WALLET_CONNECT'
  const wallet = (walletConnect && parameters.wallet) || connector
  const attempt = Symbol(connector.id)
  latestAttempts.set(context, attempt)
  // Only WalletConnect attempts give way: a browser wallet that answers late still connects.
  const latest = () => !walletConnect || latestAttempts.get(context) === attempt
  const previous = chains.getState().chains[namespace]
  connection.setState({
    status: 'connecting',
    recentWallet: wallet,
    ...(walletConnect ? { wcError: false } : {}),
  })
  chains.setAccount(namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({
      connector,
      chainId: previous?.network.caipNetwork?.id,
    })
    if (!latest()) throw new WalletConnectPairingReplacedError()
    applyConnection(context, connector, result)
  } catch (error) {
    if (!latest()) throw error
    chains.setAccount(namespace, { status: previous?.account.status ?? 'disconnected' })
    connection.setState({
      status: previous?.account.status === 'connected' ? 'connected' : 'disconnected',
      ...(walletConnect ? { wcError: true } : {}),
    })
    context.track('CONNECT_ERROR', {
      name: wallet.name,
      namespace,
      message: error instanceof Error ? error.message : String(error),
      rejected: isUserRejection(error),
    })
    throw error
  }

  connectors.addRecent(wallet)
  // The deep link the user followed (spec section 4): kept so the session's requests open the
  // same wallet, and what tells a mobile connection from a scanned QR code.
  const { wcLinking } = connection.getState()
  if (walletConnect) {
    connection.saveWcLinking()
    context.walletConnect
      ?.setDeepLink(wcLinking)
      .catch((error) => context.log('Could not store the deep link', error))
  }
  connection.setState({
    status: 'connected',
    ...(walletConnect ? { wcUri: undefined, wcPairingExpiry: undefined } : {}),
  })
  chains.setActiveNamespace(namespace)
  const { network } = chains.getState().chains[namespace]!
  context.track('CONNECT_SUCCESS', {
    method: walletConnect
      ? wcLinking
        ? 'mobile'
        : 'qrcode'
      : (methods[connector.type] ?? 'browser'),
    name: wcLinking?.name ?? wallet.name,
    namespace,
    caipNetworkId: network.caipNetwork?.caipNetworkId,
  })
  refreshBalance(context, namespace)
  if (isUnsupportedChainNow(context, namespace)) followUnsupportedChain(context, namespace)
  else if (modal.getState().open) closeModal(context)
  return resultOf(context, namespace)
}

function resultOf(context: ClientContext, namespace: ChainNamespace): ConnectReturnType {
  const { account, network } = context.stores.chains.getState().chains[namespace]!
  return {
    namespace,
    address: account.address!,
    caipAddress: account.caipAddress!,
    chainId: network.caipNetwork!.id,
  }
}
