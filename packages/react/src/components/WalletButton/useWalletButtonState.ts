import {
  type Connector,
  getAccount,
  getConnection,
  getConnectors,
  watchAccount,
  watchConnection,
  watchConnectors,
} from '@latchkey/core'
import {
  findListedWallet,
  findWallet,
  getEmbeddedSource,
  getWalletImage,
  loadWalletImage,
  watchEmbeddedSource,
  watchWalletImages,
} from '@latchkey/core/modal'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { walletButtonStrings } from '../../i18n/walletButtonStrings.js'
import { openWalletFromButton } from './openWalletFromButton.js'

/** The headless state of `<WalletButton>`. */
export type WalletButtonState = {
  /** The wallet as the dapp named it. */
  wallet: string
  /** The wallet's name once known (the name given until then); the email login's label. */
  name: string
  /** The wallet's icon URL once known and loaded. */
  icon: string | undefined
  /** Whether the wallet is in the page: it connects without a QR code. */
  installed: boolean
  /** Whether the wallet is known (in the page, a list or the registry; the embedded wallet for email). */
  ready: boolean
  /** True while this wallet's connection attempt is under way. */
  loading: boolean
  /** Whether the account is connected through this wallet. */
  connected: boolean
  /** Why the last click could not open the wallet (no wallet is named so). */
  error: Error | undefined
  /** Opens the wallet's connection (or the email login), skipping the list. */
  connect(trigger?: HTMLElement | undefined): void
}

const email = 'email'

/** The state of a button connecting the wallet `wallet` names. */
export function useWalletButtonState(wallet: string): WalletButtonState {
  const { client, locale } = useLatchkeyContext('WalletButton')
  const connectors = useClientValue(client, getConnectors, watchConnectors)
  const connection = useClientValue(client, getConnection, watchConnection)
  const account = useClientValue(client, getAccount, watchAccount)
  // The email login's source: a chunk the client loads at start.
  const embedded = useClientValue(client, getEmbeddedSource, watchEmbeddedSource)
  const isEmail = wallet.trim().toLowerCase() === email
  // A wallet the client lists now (installed, featured, ...; read again as `connectors` changes,
  // and the same object while it is listed), else the registry's entry, fetched once per name:
  // the fetched entry is an answer, not store state.
  const listed = isEmail || !connectors ? undefined : findListedWallet(client, wallet)
  const [fetched, setFetched] = useState<{ wallet: string; connector: Connector | undefined }>()
  useEffect(() => {
    if (isEmail || listed) return
    let current = true
    findWallet(client, wallet).then(
      (connector) => current && setFetched({ wallet, connector }),
      () => {},
    )
    return () => {
      current = false
    }
  }, [client, wallet, isEmail, listed])
  const connector = listed ?? (fetched?.wallet === wallet ? fetched.connector : undefined)
  const icon = useWalletIcon(connector)
  const [error, setError] = useState<Error>()
  const emailLabel = locale?.continueWithEmail ?? walletButtonStrings.continueWithEmail

  return useMemo(() => {
    const attempt = connection.attempt
    const isThis = (entry: { id: string; name: string } | undefined) =>
      entry !== undefined &&
      connector !== undefined &&
      (entry.id === connector.id || entry.name === connector.name)
    return {
      wallet,
      name: isEmail ? emailLabel : (connector?.name ?? wallet),
      icon,
      installed: connector !== undefined && connector.type !== 'WALLET_CONNECT',
      ready: isEmail ? embedded !== undefined : connector !== undefined,
      loading: attempt?.status === 'pending' && isThis(attempt.connector),
      // A wallet reached through WalletConnect is named by the session; the attempt keeps the pick.
      connected:
        account.isConnected &&
        (isThis(account.connectedWalletInfo) ||
          (attempt?.status === 'succeeded' && isThis(attempt.connector))),
      error,
      connect(trigger) {
        setError(undefined)
        openWalletFromButton(client, wallet, trigger).catch(setError)
      },
    }
  }, [client, wallet, isEmail, emailLabel, connector, embedded, icon, connection, account, error])
}

/** The wallet's own icon, or its registry icon through the client's cached loader. */
function useWalletIcon(connector: Connector | undefined): string | undefined {
  const { client } = useLatchkeyContext('WalletButton')
  const imageId = connector?.imageUrl ? undefined : connector?.imageId
  const loaded = useSyncExternalStore(
    useCallback((onChange: () => void) => watchWalletImages(client, { onChange }), [client]),
    () => (imageId ? getWalletImage(client, imageId) : undefined),
    () => undefined,
  )
  useEffect(() => {
    if (imageId && !loaded) loadWalletImage(client, imageId).catch(() => {})
  }, [client, imageId, loaded])
  return connector?.imageUrl ?? loaded
}
