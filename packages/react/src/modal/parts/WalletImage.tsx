import { type Connector, connectorIds } from '@latchkey/core'
import { useRef } from 'react'
import { WalletIcon } from '../../icons/icons.js'
import { useWalletImage, type WhenVisible } from './useWalletImage.js'

/**
 * A wallet's image (its announced icon, or a registry wallet's icon through the client's cached
 * loader), or a generic wallet; decorative beside its name. With `whenVisible` a registry icon
 * loads only once the image comes into view (All Wallets' grid); otherwise it loads at once.
 */
export function WalletImage({
  connector,
  whenVisible,
}: {
  connector: Partial<Pick<Connector, 'imageUrl' | 'id' | 'imageId'>> | undefined
  whenVisible?: WhenVisible | undefined
}) {
  const element = useRef<HTMLSpanElement>(null)
  const registryUrl = useWalletImage(
    connector?.imageUrl ? undefined : connector?.imageId,
    whenVisible,
    element,
  )
  const walletConnect = connector?.id === connectorIds.walletConnect
  const url = connector?.imageUrl ?? registryUrl
  return (
    <span className="lk-image" ref={element}>
      {url ? (
        <img src={url} alt="" />
      ) : walletConnect ? (
        <WalletConnectLogo />
      ) : (
        <WalletIcon size={22} />
      )}
    </span>
  )
}

// The WalletConnect mark, for the WalletConnect entry (it has no announced icon).
function WalletConnectLogo() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="100%" height="100%">
      <rect width="32" height="32" fill="#3b99fc" />
      <path
        fill="#fff"
        d="M9.6 12c3.5-3.4 9.3-3.4 12.8 0l.4.4a.4.4 0 0 1 0 .6l-1.5 1.4a.2.2 0 0 1-.3 0l-.6-.6a6.5 6.5 0 0 0-8.8 0l-.6.6a.2.2 0 0 1-.3 0L9.2 13a.4.4 0 0 1 0-.6l.4-.4Zm15.8 2.9 1.3 1.3a.4.4 0 0 1 0 .6l-5.8 5.7a.5.5 0 0 1-.7 0l-4.1-4a.1.1 0 0 0-.2 0l-4.1 4a.5.5 0 0 1-.7 0l-5.8-5.7a.4.4 0 0 1 0-.6l1.3-1.3a.5.5 0 0 1 .7 0l4.1 4c.1.1.1.1.2 0l4.1-4a.5.5 0 0 1 .7 0l4.1 4c.1.1.1.1.2 0l4.1-4a.5.5 0 0 1 .7 0Z"
      />
    </svg>
  )
}
