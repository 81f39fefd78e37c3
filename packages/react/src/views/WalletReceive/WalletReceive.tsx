import { getAccount, getNetwork, showToast, watchAccount, watchNetwork } from '@latchkey/core'
import { useId } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { CopyIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { NetworkImage } from '../../modal/parts/NetworkImage.js'
import { QrCode } from '../ConnectingWalletConnect/QrCode.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { sendViewStrings } from '../WalletSend/sendViewStrings.js'

/**
 * Receive: the account's address as a QR code and as text with a copy button, the network it is
 * on, and the networks the same address can receive on (the namespace's configured networks,
 * those the wallet approved when it says).
 */
export function WalletReceive() {
  const { client } = useModalContext('WalletReceive')
  const strings = useViewStrings('WalletReceive', sendViewStrings)
  const { address } = useClientValue(client, getAccount, watchAccount)
  const networksId = useId()
  const { caipNetwork, receivableCaipNetworks: networks } = useClientValue(
    client,
    getNetwork,
    watchNetwork,
  )
  if (!address) return null

  async function copy() {
    try {
      await navigator.clipboard.writeText(address as string)
      showToast(client, { message: strings.addressCopied, variant: 'success' })
    } catch {
      showToast(client, { message: strings.copyFailed, variant: 'error' })
    }
  }

  return (
    <div className="lk-stack">
      <style>{sendStyles}</style>
      <span className="lk-network-badge">
        <NetworkImage caipNetwork={caipNetwork} size={28} />
        {caipNetwork?.name}
      </span>
      <div className="lk-qr">
        <QrCode value={address} label={strings.receiveQrLabel} />
      </div>
      <p className="lk-receive-address" data-testid="receive-address">
        {address}
      </p>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        onClick={() => void copy()}
      >
        <CopyIcon size={18} />
        {strings.copyAddress}
      </button>
      {caipNetwork && <p className="lk-note">{strings.receiveNote(caipNetwork.name)}</p>}
      <h3 className="lk-subtitle" id={networksId}>
        {strings.receiveNetworks}
      </h3>
      <ul className="lk-receive-networks" aria-labelledby={networksId}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkImage caipNetwork={network} size={24} />
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
