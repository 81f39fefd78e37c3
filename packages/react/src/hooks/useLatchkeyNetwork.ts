import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@latchkey/core'
import { getNetwork, watchNetwork } from '@latchkey/core'
import { loadClientActions } from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkeyNetwork` accepts. */
export type UseLatchkeyNetworkParameters = {
  /** Default the active namespace, following it when it changes. */
  namespace?: ChainNamespace | undefined
}

/** What `useLatchkeyNetwork` returns. */
export type UseLatchkeyNetworkReturnType = {
  namespace: ChainNamespace
  /** The namespace's network: the wallet's when connected, else the one selected. */
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** Whether the wallet is on a network the dapp did not configure (spec section 4). */
  isUnsupportedChain: boolean
  /** Moves to a configured network; rejects with the wallet's error. */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
}

/** The network of a namespace (default the active one), and a way to switch it. */
export function useLatchkeyNetwork(
  parameters: UseLatchkeyNetworkParameters = {},
): UseLatchkeyNetworkReturnType {
  const { client } = useLatchkeyContext('useLatchkeyNetwork')
  const { namespace } = parameters
  const network = useClientValue(client, getNetwork, watchNetwork, namespace)
  return useMemo(
    () => ({
      namespace: network.namespace,
      caipNetwork: network.caipNetwork,
      caipNetworkId: network.caipNetworkId,
      chainId: network.chainId,
      isUnsupportedChain: network.isUnsupportedChain,
      // Core's switchNetwork comes in its actions' chunk: out of the page's first load.
      switchNetwork: (caipNetwork) =>
        loadClientActions().then(({ switchNetwork }) => switchNetwork(client, caipNetwork)),
    }),
    [client, network],
  )
}
