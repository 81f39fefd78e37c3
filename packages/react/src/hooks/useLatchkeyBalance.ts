import type { FetchBalanceParameters, FetchBalanceReturnType } from '@latchkey/core'
import { fetchBalance } from '@latchkey/core'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'

/** What `useLatchkeyBalance` returns. */
export type UseLatchkeyBalanceReturnType = {
  /**
   * Fetches the connected account's native balance (cached 30 s unless `force`) and stores it
   * in the account's `balance`; undefined when not connected.
   */
  fetchBalance(parameters?: FetchBalanceParameters): Promise<FetchBalanceReturnType | undefined>
}

/** Fetches the native balance on demand, e.g. after the dapp sent a transaction. */
export function useLatchkeyBalance(): UseLatchkeyBalanceReturnType {
  const { client } = useLatchkeyContext('useLatchkeyBalance')
  return useMemo(
    () => ({ fetchBalance: (parameters) => fetchBalance(client, parameters) }),
    [client],
  )
}
