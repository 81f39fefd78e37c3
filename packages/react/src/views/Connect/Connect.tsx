import { type Connector, type ConnectorGroupName, getBrowserEnvironment } from '@latchkey/core'
import { useId, useMemo } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { startConnect } from '../../modal/connectAttempt.js'
import {
  loadConnectingExternal,
  loadConnectingWalletConnect,
  prefetchView,
} from '../../modal/loadView.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'

type Entry = { connector: Connector; group: ConnectorGroupName }

/**
 * The wallet list: core's connector groups in their order (walletConnect, recent, injected,
 * featured, custom, external, recommended; WalletConnect last on a phone), one button per
 * wallet named by the wallet. A click starts the connection and opens ConnectingExternal, or
 * ConnectingWalletConnect for WalletConnect and the registry wallets reached through it.
 */
export function Connect() {
  const { client, strings } = useLatchkeyContext('Connect')
  const { groups } = useExternalValue(client.sources.connectors)
  const id = useId()
  // WalletConnect comes first on a desktop (its QR code); on a phone, after the wallets one
  // can open directly.
  const mobile = useMemo(() => getBrowserEnvironment().mobile, [])
  const ordered = mobile
    ? [
        ...groups.filter((group) => group.name !== 'walletConnect'),
        ...groups.filter((group) => group.name === 'walletConnect'),
      ]
    : groups
  const entries: Entry[] = ordered.flatMap((group) =>
    group.connectors.map((connector) => ({ connector, group: group.name })),
  )

  function choose(connector: Connector) {
    // WalletConnect and the registry wallets reached through it: the view starts the pairing.
    if (connector.type === 'WALLET_CONNECT')
      return client.router.push('ConnectingWalletConnect', { connector })
    client.router.push('ConnectingExternal', { connector })
    startConnect(client, connector)
  }
  const prefetch = (connector: Connector) =>
    prefetchView(
      connector.type === 'WALLET_CONNECT' ? loadConnectingWalletConnect : loadConnectingExternal,
    )

  if (entries.length === 0) return <p className="lk-note lk-stack">{strings.noWallets}</p>
  return (
    <ul className="lk-list" aria-label={strings.walletsLabel}>
      {entries.map(({ connector, group }, index) => {
        const tag = getTag(connector, group)
        const tagId = `${id}-tag-${index}`
        return (
          <li key={`${group}:${connector.id}`}>
            <button
              type="button"
              className="lk-item"
              // Named by its content, the wallet's name alone: the tag is hidden from the name
              // and announced as the button's description instead.
              aria-describedby={tag ? tagId : undefined}
              onClick={() => choose(connector)}
              onPointerEnter={() => prefetch(connector)}
              onFocus={() => prefetch(connector)}
            >
              <WalletImage connector={connector} />
              <span className="lk-item-name">{connector.name}</span>
              {tag && (
                <span className="lk-tag" data-variant={tag} id={tagId} aria-hidden="true">
                  {tag === 'recent' ? strings.recent : strings.installed}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function getTag(
  connector: Connector,
  group: ConnectorGroupName,
): 'recent' | 'installed' | undefined {
  if (group === 'recent') return 'recent'
  if (connector.type === 'ANNOUNCED' || connector.type === 'MULTI_CHAIN') return 'installed'
  return undefined
}
