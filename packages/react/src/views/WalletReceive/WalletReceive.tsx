import { getAccount, getNetwork, showToast, watchAccount, watchNetwork } from '@latchkey/core'
import { useId } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { CopyIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { NetworkImage } from '../../modal/parts/NetworkImage.js'
import { QrCode } from '../ConnectingWalletConnect/QrCode.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { sendViewStrings } from '../WalletSend/sendViewStrings.js'

/**
 * Receive: the account's address as a QR code and as text (even lines of groups of 4) with a copy
 * button, the network it is on, and the other networks the same address can receive on (the
 * namespace's configured networks, those the wallet approved when it says), when there are any.
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
  const others = networks.some((network) => network.caipNetworkId !== caipNetwork?.caipNetworkId)

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
        {/* Even lines of groups of 4 (monospace): read and compared in pieces; copied whole. */}
        {splitAddress(address).map((line) => (
          <span key={line.join('')} className="lk-receive-line">
            {line.map((group, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's groups never move.
              <span key={index}>{group}</span>
            ))}
          </span>
        ))}
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
      {caipNetwork && (
        <p className="lk-note">
          {others
            ? strings.receiveNote(caipNetwork.name)
            : strings.receiveNoteOne(caipNetwork.name)}
        </p>
      )}
      {/* A list of the one network the badge names already would say nothing. */}
      {others && (
        <>
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
        </>
      )}
    </div>
  )
}

/** At most this many characters a line: a 42-character EVM address is 3 lines of 14. */
const maxLineLength = 16

/** The address cut into lines of about equal length, each in groups of 4 characters. */
function splitAddress(address: string): string[][] {
  const lineCount = Math.ceil(address.length / maxLineLength)
  const lineLength = Math.ceil(address.length / lineCount)
  const lines: string[][] = []
  for (let start = 0; start < address.length; start += lineLength) {
    const line = address.slice(start, start + lineLength)
    const groups: string[] = []
    for (let at = 0; at < line.length; at += 4) groups.push(line.slice(at, at + 4))
    lines.push(groups)
  }
  return lines
}
