import {
  type Connector,
  connectorIds,
  isUserRejection,
  type LatchkeyClient,
  WalletConnectPairingReplacedError,
} from '@latchkey/core/internal'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Starts a WalletConnect connection when the view mounts (once, StrictMode's second effect run
 * included) and returns the retry. `wallet` is the registry wallet the user picked, if any. On
 * Telegram and iOS Safari core reuses a pending pairing; elsewhere each start is a new QR code.
 * A failure other than a declined request shakes the modal; core sets `wcError` for the view.
 */
export function useWalletConnectAttempt(
  client: LatchkeyClient,
  wallet: Connector | undefined,
): () => void {
  const started = useRef(false)
  const start = useCallback(() => {
    const picked = wallet && wallet.id !== connectorIds.walletConnect ? wallet : undefined
    client.connect({ connectorId: connectorIds.walletConnect, wallet: picked }).then(
      () => {
        // Embedded there is no modal for the client to close: the widget shows the account.
        const { view } = client.getRouter()
        if (client.options.enableEmbedded && view.startsWith('ConnectingWalletConnect'))
          client.router.reset('Account')
      },
      (error: unknown) => {
        // A newer QR code replaced this one: that attempt is the one to follow.
        if (error instanceof WalletConnectPairingReplacedError) return
        if (!isUserRejection(error)) client.shake()
      },
    )
  }, [client, wallet])
  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [start])
  return start
}
