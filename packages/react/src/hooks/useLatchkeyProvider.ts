import type { ChainNamespace } from '@latchkey/core'
import { getAccount, getProvider, watchAccount } from '@latchkey/core'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkeyProvider` returns. */
export type UseLatchkeyProviderReturnType<provider> = {
  /** The connected wallet's provider (EIP-1193 for eip155); undefined when not connected. */
  walletProvider: provider | undefined
}

/** The provider of a namespace's connected wallet, for libraries that talk to it directly. */
export function useLatchkeyProvider<provider = unknown>(
  namespace: ChainNamespace,
): UseLatchkeyProviderReturnType<provider> {
  const { client } = useLatchkeyContext('useLatchkeyProvider')
  // The provider follows the connection: read it again whenever the account changes.
  const account = useClientValue(client, getAccount, watchAccount, namespace)
  const walletProvider = account.isConnected
    ? (getProvider(client, namespace) as provider)
    : undefined
  return { walletProvider }
}
