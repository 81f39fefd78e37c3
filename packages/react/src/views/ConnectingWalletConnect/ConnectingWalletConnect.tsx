import { getRouter, watchRouter } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useModalContext } from '../../modal/ModalContext.js'
import { GetWalletLink } from '../../modal/parts/GetWalletLink.js'
import { WalletConnectPanel } from './WalletConnectPanel.js'

/**
 * Connecting through WalletConnect: the entry's (or the picked registry wallet's) pairing, as
 * a QR code on a desktop and a deep link on a phone; see WalletConnectPanel.
 */
export function ConnectingWalletConnect() {
  const { client } = useModalContext('ConnectingWalletConnect')
  const router = useClientValue(client, getRouter, watchRouter)
  return (
    <>
      <WalletConnectPanel wallet={router.data?.connector} />
      <GetWalletLink />
    </>
  )
}
