import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { dataApiSdkVersion } from '../data/createDataApiClient.js'
import type { SourceContext } from '../sources/ConnectionSource.js'
import type { Store } from '../store/createStore.js'
import { createFrameChannel, type FrameChannel } from './createFrameChannel.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'

/** What `openEmbeddedFrame` is given. */
type OpenEmbeddedFrameParameters = {
  url: string
  context: SourceContext
  state: Store<EmbeddedState>
  /** Tells the provider's listeners of a frame event ('chainChanged'). */
  emit(event: string, ...args: unknown[]): void
}

/** Opens the wallet frame for `client`: its channel, the dapp's networks and the theme synced. */
export function openEmbeddedFrame(
  client: LatchkeyClient,
  { url, context, state, emit }: OpenEmbeddedFrameParameters,
): { channel: FrameChannel; unwatchTheme(): void } {
  const { storage } = context
  const networks = context.networks.filter(
    (network) => network.chainNamespace === embeddedNamespace,
  )
  const lastChain = storage.getItem<number>(embeddedStorageKeys.lastUsedChainId)
  const channel: FrameChannel = createFrameChannel({
    url,
    query: {
      projectId: context.projectId,
      chainId: String(lastChain ?? networks[0]?.id ?? 1),
      version: dataApiSdkVersion,
      enableLogger: String(context.debug),
    },
    log: context.log,
    onEvent(event) {
      if (event.type === '@frame/APPROVAL') state.setState({ approval: event.payload.open })
      if (event.type === '@frame/CHAIN_CHANGED') {
        storage.setItem(embeddedStorageKeys.lastUsedChainId, event.payload.chainId)
        emit('chainChanged', `0x${event.payload.chainId.toString(16)}`)
      }
    },
    onUnavailable(error) {
      state.setState({ alert: error.message })
    },
  })
  void channel.ready.then(
    () =>
      channel.request({
        type: '@app/SYNC_DAPP_DATA',
        payload: {
          projectId: context.projectId,
          sdkVersion: dataApiSdkVersion,
          networks: networks.map((network) => ({
            chainId: Number(network.id),
            name: network.name,
            rpcUrl: network.rpcUrls.default.http[0] ?? '',
            nativeCurrency: network.nativeCurrency,
          })),
          smartSessions: client.options.features.smartSessions,
        },
      }),
    () => {},
  )

  // The approval screen follows the modal's light or dark theme.
  const { theme } = client.stores
  const syncTheme = () =>
    channel
      .request({ type: '@app/SYNC_THEME', payload: { themeMode: theme.getState().themeMode } })
      .catch((error: unknown) => context.log('The wallet frame did not take the theme', error))
  void channel.ready.then(syncTheme, () => {})
  const unwatchTheme = theme.subscribe((state) => state.themeMode, syncTheme)
  return { channel, unwatchTheme }
}
