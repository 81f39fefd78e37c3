import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** The account and network a swap is for: the EVM chain's (the only one with a market). */
export function getSwapAccount(client: LatchkeyClient) {
  const { chains, activeNamespace } = client.stores.chains.getState()
  const chain = chains.eip155
  return {
    namespace: activeNamespace,
    account: chain?.account,
    caipNetwork: chain?.network.caipNetwork,
  }
}
