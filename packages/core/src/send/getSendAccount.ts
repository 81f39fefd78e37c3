import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { AccountState } from '../stores/chainState.js'

/** The account Send works for: the active namespace, its account and network. */
export type SendAccount = {
  namespace: ChainNamespace
  account: AccountState | undefined
  caipNetwork: CaipNetwork | undefined
}

/** The active namespace's account and network, which the Send form is for. */
export function getSendAccount(client: LatchkeyClient): SendAccount {
  const { activeNamespace, chains } = client.stores.chains.getState()
  const chain = chains[activeNamespace]
  return {
    namespace: activeNamespace,
    account: chain?.account,
    caipNetwork: chain?.network.caipNetwork,
  }
}
