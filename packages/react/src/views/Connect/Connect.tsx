import { type Connector, type ConnectorGroupName, selectWallet } from '@latchkey/core'
import {
  getEmbeddedSource,
  getOrderedConnectorGroups,
  loadWalletLists,
  watchEmbeddedSource,
  watchOrderedConnectorGroups,
} from '@latchkey/core/modal'
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { lazyView } from '../../modal/lazyView.js'
import { loadModalParts } from '../../modal/loadModalParts.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { useViewHeader } from '../../modal/useViewHeader.js'
import { prefetchWalletView } from './prefetchWalletView.js'
import { useConnectExtras } from './useConnectExtras.js'
import { WalletGuide } from './WalletGuide.js'

type Entry = { connector: Connector; group: ConnectorGroupName }

// What only some pages show is a chunk of its own, out of the modal's: the email field (with the
// embedded wallet) and the legal checkbox (with terms or a privacy policy) load as the hidden
// Connect view first renders, before any click; the explainer on hover or focus of its button.
// Their import() calls come in a chunk of their own first (loadModalParts): a page showing none
// of them does not load Vite's lists of their files.
const EmailLoginField = lazy(() =>
  loadModalParts()
    .then((parts) => parts.importEmailLoginField())
    .then((module) => ({ default: module.EmailLoginField })),
)
const LegalCheckbox = lazy(() =>
  loadModalParts()
    .then((parts) => parts.importLegalCheckbox())
    .then((module) => ({ default: module.LegalCheckbox })),
)
// The All Wallets entry, with a registry or custom wallets: loaded as the hidden view first renders.
const AllWalletsEntry = lazy(() =>
  loadModalParts()
    .then((parts) => parts.importAllWalletsEntry())
    .then((module) => ({ default: module.AllWalletsEntry })),
)
const loadWalletExplainer = () => loadModalParts().then((parts) => parts.importWalletExplainer())
const WalletExplainer = lazyView(loadWalletExplainer, (module) => module.WalletExplainer)

/**
 * The wallet list: core's connector groups in their order (walletConnect, recent, injected,
 * featured, custom, external, recommended; WalletConnect last on a phone), one button per
 * wallet named by the wallet. A click starts the connection and opens ConnectingExternal, or
 * ConnectingWalletConnect for WalletConnect and the registry wallets reached through it (their
 * Downloads without WalletConnect; see core's selectWallet). Around the list (useConnectExtras): the
 * configuration alert, the legal checkbox (wallets disabled until it is ticked), the collapsed
 * "Continue with a wallet" entry, the "All Wallets" entry with its count, and the wallet guide.
 */
export function Connect() {
  const { client, strings } = useModalContext('Connect')
  // In their order for the device (core decides: WalletConnect after the wallets one can open
  // directly on a phone).
  const groups = useClientValue(client, getOrderedConnectorGroups, watchOrderedConnectorGroups)
  const id = useId()
  const entries: Entry[] = groups.flatMap((group) =>
    group.connectors.map((connector) => ({ connector, group: group.name })),
  )

  const extras = useConnectExtras(client)
  // The email field's source: a chunk the client loads at start, shown once it is there.
  const embedded = useClientValue(client, getEmbeddedSource, watchEmbeddedSource)
  const [expanded, setExpanded] = useState(false)
  // Whether "What is a wallet?" shows in place of the list: this view's own state.
  const [guide, setGuide] = useState(false)
  const guideButton = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // A start that failed (or never ran: no window at creation) is retried when the view shows.
  useEffect(() => {
    void loadWalletLists(client)
  }, [client])
  // Once "Continue with a wallet" gave way to the list, focus moves to its first wallet.
  useEffect(() => {
    if (expanded) list.current?.querySelector('button')?.focus()
  }, [expanded])
  // The explainer's first control takes focus as it opens; back from it, "Get started" does.
  const explainer = useRef<HTMLDivElement>(null)
  const wasGuide = useRef(false)
  useEffect(() => {
    if (guide) explainer.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    else if (wasGuide.current) guideButton.current?.focus()
    wasGuide.current = guide
  }, [guide])

  // The explainer is a step of this view: its title and back arrow take the header.
  useViewHeader(guide ? { title: strings.whatIsAWallet, onBack: () => setGuide(false) } : undefined)

  const choose = (connector: Connector) => selectWallet(client, connector)
  const prefetch = (connector: Connector) => prefetchWalletView(client, connector)
  const disabled = !extras.walletsEnabled

  let wallets: ReactNode
  if (extras.collapseWallets && !expanded)
    wallets = (
      <ul className="lk-list" aria-label={strings.walletsLabel}>
        <li>
          <button
            type="button"
            className="lk-item"
            disabled={disabled}
            onClick={() => setExpanded(true)}
          >
            <span className="lk-item-name">{strings.continueWithWallet}</span>
          </button>
        </li>
      </ul>
    )
  else if (entries.length === 0 && !extras.allWallets)
    wallets = <p className="lk-note lk-stack">{strings.noWallets}</p>
  else
    wallets = (
      <ul className="lk-list" aria-label={strings.walletsLabel} ref={list}>
        {entries.map(({ connector, group }, index) => {
          const tag = getTag(connector, group)
          const tagId = `${id}-tag-${index}`
          return (
            <li key={`${group}:${connector.id}`}>
              <button
                type="button"
                className="lk-item"
                disabled={disabled}
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
        {extras.allWallets && (
          <Suspense fallback={null}>
            <AllWalletsEntry count={extras.allWallets.count} disabled={disabled} />
          </Suspense>
        )}
      </ul>
    )
  if (guide)
    return (
      <div ref={explainer}>
        <Suspense fallback={null}>
          <WalletExplainer
            allWallets={extras.allWallets !== undefined}
            onBack={() => setGuide(false)}
          />
        </Suspense>
      </div>
    )
  return (
    <>
      {extras.alert && <ConfigurationAlert message={extras.alert} />}
      <Suspense fallback={null}>
        {extras.legal && <LegalCheckbox legal={extras.legal} />}
        {embedded && <EmailLoginField source={embedded} />}
        {/* In the same boundary, so it never shows before the email row does. */}
        {embedded && client.options.features.emailShowWallets && (
          <p className="lk-divider">{strings.or}</p>
        )}
      </Suspense>
      {(!embedded || client.options.features.emailShowWallets) && wallets}
      {extras.walletGuide && (
        <WalletGuide
          buttonRef={guideButton}
          onOpen={() => setGuide(true)}
          onIntent={() => prefetchView(loadWalletExplainer)}
        />
      )}
    </>
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
