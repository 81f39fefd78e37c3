import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import { applyConnection } from '../connection/applyConnection.js'
import { findConnector } from '../connection/findConnector.js'
import { findSource } from '../connection/findSource.js'
import { followUnsupportedChain } from '../connection/followUnsupportedChain.js'
import { isUnsupportedChainNow } from '../connection/isUnsupportedChainNow.js'
import { prefetchConnectedChunk } from '../connection/loadConnectedChunk.js'
import { refreshBalance } from '../connection/refreshBalance.js'
import type { Connector } from '../connectors/Connector.js'
import { AdapterNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { WalletConnectPairingReplacedError } from '../errors/walletConnect.js'
import type { ConnectMethod } from '../events/LatchkeyEventMap.js'
import type { ConnectAttempt } from '../stores/createConnectionStore.js'
import { closeModal } from './closeModal.js'
import { shakeModal } from './shakeModal.js'

/** What `connect` accepts. */
export type ConnectParameters = {
  /** A connector's id, as listed by `getConnectors()`. */
  connectorId: string
  /**
   * Which chain of a multi-chain wallet (or of a WalletConnect session) to connect. Without it,
   * the active namespace's first, then every other namespace the wallet offers.
   */
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

/** The views that wait for a connection; embedded, a success moves on from them to Account. */
const connectingViews = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * Connects a wallet: its source asks the wallet for access, the namespace's adapter takes the
 * provider, then account and network are recorded, the connector id and recent wallet stored,
 * and CONNECT_SUCCESS tracked. `getConnection().attempt` follows the attempt: 'pending', then
 * 'succeeded', 'declined' (the user said no: check `isUserRejection(error)`) or 'failed' (the
 * modal shakes). Rejects with the wallet's error and leaves the connection as it was. An
 * attempt a newer one replaced (a new QR code) rejects without touching the state.
 */
export async function connect(
  client: LatchkeyClient,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { chains, connection, connectors, modal, router } = client.stores
  const connector = findConnector(client, parameters.connectorId, parameters.namespace)
  const namespace = connector.chain
  const adapter = client.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })
  const source = findSource(client, connector)

  const pairing = source.kind === 'walletConnect'
  const wallet = (pairing && parameters.wallet) || connector
  const attempt: ConnectAttempt = {
    connector: wallet,
    namespace,
    source: source.kind,
    status: 'pending',
  }
  // Only a pairing gives way to a newer attempt: a browser wallet that answers late still connects.
  const current = () => connection.getState().attempt === attempt
  const latest = () => !pairing || current()
  const previous = chains.getState().chains[namespace]
  connection.setState({
    status: 'connecting',
    recentWallet: wallet,
    attempt,
    ...(pairing ? { wcError: false } : {}),
  })
  chains.setAccount(namespace, { status: 'connecting' })
  // Loaded while the wallet answers: once connected, what a connected account needs (the
  // wallet's reports, the account's data) applies at once.
  const connectedChunk = prefetchConnectedChunk(client)
  try {
    const granted = await source.connect({ connector, namespace })
    if (!latest()) throw new WalletConnectPairingReplacedError()
    const attached = await adapter.attach({
      provider: granted.provider,
      accounts: granted.accounts,
      chainId: granted.chainId,
      requestedChainId: previous?.network.caipNetwork?.id,
    })
    await connectedChunk
    if (!latest()) throw new WalletConnectPairingReplacedError()
    applyConnection(client, connector, attached, granted)
  } catch (error) {
    if (!latest()) throw error
    const declined = isUserRejection(error)
    const mine = current()
    // Back to connected or disconnected: an attempt this one replaced left 'connecting' behind.
    const status = previous?.account.status === 'connected' ? 'connected' : 'disconnected'
    chains.setAccount(namespace, { status })
    connection.setState({
      status,
      ...(pairing ? { wcError: true } : {}),
      ...(current()
        ? { attempt: { ...attempt, status: declined ? 'declined' : 'failed', error } }
        : {}),
    })
    if (!declined && mine) shakeModal(client)
    trackEvent(client, 'CONNECT_ERROR', {
      name: wallet.name,
      namespace,
      message: error instanceof Error ? error.message : String(error),
      rejected: declined,
    })
    throw error
  }

  connectors.addRecent(wallet)
  // The deep link the user followed (spec section 4): kept so the session's requests open the
  // same wallet, and what tells a mobile connection from a scanned QR code.
  const { wcLinking } = connection.getState()
  if (pairing) {
    connection.saveWcLinking()
    client.walletConnect
      ?.setDeepLink(wcLinking)
      .catch((error) => logDebug(client, 'Could not store the deep link', error))
  }
  connection.setState({
    status: 'connected',
    ...(current() ? { attempt: { ...attempt, status: 'succeeded' } } : {}),
    ...(pairing ? { wcUri: undefined, wcPairingExpiry: undefined } : {}),
  })
  chains.setActiveNamespace(namespace)
  const { network } = chains.getState().chains[namespace]!
  trackEvent(client, 'CONNECT_SUCCESS', {
    method: pairing ? (wcLinking ? 'mobile' : 'qrcode') : methodOf(source.kind),
    name: wcLinking?.name ?? wallet.name,
    namespace,
    caipNetworkId: network.caipNetwork?.caipNetworkId,
  })
  refreshBalance(client, namespace)
  if (isUnsupportedChainNow(client, namespace)) followUnsupportedChain(client, namespace)
  // Embedded there is no modal to close: the widget moves on to the account.
  else if (client.options.enableEmbedded) {
    if (connectingViews.includes(router.getState().view)) router.reset('Account')
  } else if (modal.getState().open) closeModal(client)
  // After the modal's next step, which must not wait (the sign-in view may open meanwhile).
  // Loaded only by a dapp of several namespaces: a one-namespace page never fetches it.
  if (parameters.namespace === undefined && client.options.namespaces.length > 1) {
    const entry = connectors.getState().connectors.find(({ id }) => id === parameters.connectorId)
    const { connectOtherNamespaces } = await import('../connection/connectOtherNamespaces.js')
    await connectOtherNamespaces(client, connector, entry)
  }
  return resultOf(client, namespace)
}

const methodOf = (kind: string): ConnectMethod => (kind === 'embedded' ? 'email' : 'browser')

function resultOf(client: LatchkeyClient, namespace: ChainNamespace): ConnectReturnType {
  const { account, network } = client.stores.chains.getState().chains[namespace]!
  return {
    namespace,
    address: account.address!,
    caipAddress: account.caipAddress!,
    chainId: network.caipNetwork!.id,
  }
}
