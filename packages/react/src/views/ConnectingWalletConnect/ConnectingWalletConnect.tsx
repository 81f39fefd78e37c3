import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { WalletConnectPanel } from './WalletConnectPanel.js'

/**
 * Connecting through WalletConnect: the entry's (or the picked registry wallet's) pairing, as
 * a QR code on a desktop and a deep link on a phone; see WalletConnectPanel.
 */
export function ConnectingWalletConnect() {
  const { client } = useLatchkeyContext('ConnectingWalletConnect')
  const router = useExternalValue(client.sources.router)
  return <WalletConnectPanel wallet={router.data?.connector} />
}
