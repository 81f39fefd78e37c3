import type { AdapterAccount, CaipAddress, ChainNamespace, ConnectionStatus } from '@latchkey/core'
import { getAccount, watchAccount } from '@latchkey/core'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkeyAccount` accepts. */
export type UseLatchkeyAccountParameters = {
  /** Default the active namespace, following it when it changes. */
  namespace?: ChainNamespace | undefined
}

/** What `useLatchkeyAccount` returns. */
export type UseLatchkeyAccountReturnType = {
  namespace: ChainNamespace
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: readonly AdapterAccount[]
  /** The native balance as an exact decimal string; undefined until fetched. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The account's name from the data API's identity, when it has one. */
  profileName: string | undefined
  /** The account's avatar URL from the data API's identity, when it has one. */
  profileImage: string | undefined
}

/** The connected account of a namespace (default the active one). */
export function useLatchkeyAccount(
  parameters: UseLatchkeyAccountParameters = {},
): UseLatchkeyAccountReturnType {
  const { client } = useLatchkeyContext('useLatchkeyAccount')
  const { namespace } = parameters
  const account = useClientValue(client, getAccount, watchAccount, namespace)
  return useMemo(
    () => ({
      namespace: account.namespace,
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.isConnected,
      status: account.status,
      allAccounts: account.allAccounts,
      balance: account.balance,
      balanceSymbol: account.balanceSymbol,
      profileName: account.profileName,
      profileImage: account.profileImage,
    }),
    [account],
  )
}
