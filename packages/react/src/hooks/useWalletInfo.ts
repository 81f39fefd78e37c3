import type { ChainNamespace, ConnectedWalletInfo } from '@latchkey/core'
import { getAccount, watchAccount } from '@latchkey/core'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useWalletInfo` returns. */
export type UseWalletInfoReturnType = {
  /** The connected wallet's name, icon and id; undefined when not connected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/** The wallet behind the connection of a namespace (default the active one). */
export function useWalletInfo(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UseWalletInfoReturnType {
  const { client } = useLatchkeyContext('useWalletInfo')
  const { namespace } = parameters
  const account = useClientValue(client, getAccount, watchAccount, namespace)
  return { walletInfo: account.connectedWalletInfo }
}
