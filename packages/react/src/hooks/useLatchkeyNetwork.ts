import type { CaipNetwork, CaipNetworkId } from '@latchkey/core/internal'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useExternalValue } from './useExternalValue.js'

/** What `useLatchkeyNetwork` returns. */
export type UseLatchkeyNetworkReturnType = {
  /** The active namespace's network: the wallet's when connected, else the one selected. */
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** Whether the wallet is on a network the dapp did not configure (spec section 4). */
  isUnsupportedChain: boolean
  /** Moves to a configured network; rejects with the wallet's error. */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
}

/** The active network, and a way to switch it. */
export function useLatchkeyNetwork(): UseLatchkeyNetworkReturnType {
  const { client } = useLatchkeyContext('useLatchkeyNetwork')
  const network = useExternalValue(client.sources.network)
  return useMemo(
    () => ({
      caipNetwork: network.caipNetwork,
      caipNetworkId: network.caipNetworkId,
      chainId: network.chainId,
      isUnsupportedChain: network.isUnsupportedChain,
      switchNetwork: (caipNetwork) => client.switchNetwork(caipNetwork),
    }),
    [client, network],
  )
}
