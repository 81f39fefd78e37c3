import type { AdapterAccount } from '../adapter/ChainAdapter.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { refreshBalance } from '../connection/refreshBalance.js'
import { setAccountNetwork } from '../connection/setAccountNetwork.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import type { FrameUser } from './protocol.js'

/** The login the frame's session was opened with, as the account state keeps it. */
export const loginOf = (user: FrameUser) => ({
  socialProvider: user.socialProvider,
  signedInWithPasskey: user.passkey === true,
})

/**
 * Writes what the frame says of the user's accounts into the eip155 account state: the active
 * address (the smart account or the key's own), every account with its type (the send rules
 * read it), whether the smart account is deployed and the preferred type. Only while the
 * embedded wallet is the namespace's connection.
 */
export function applyFrameUser(client: LatchkeyClient, user: FrameUser): void {
  const chain = client.stores.chains.getState().chains[embeddedNamespace]
  const caipNetwork = chain?.network.caipNetwork
  if (!chain?.account.address || !caipNetwork) return
  if (chain.account.connectedWalletInfo?.id !== connectorIds.auth) return
  const listed: AdapterAccount[] = (user.accounts ?? []).map((entry) => ({ ...entry }))
  const active = listed.find((entry) => entry.address === user.address) ?? {
    address: user.address,
    type: 'eoa' as const,
  }
  const moved = chain.account.address !== user.address
  setAccountNetwork(client, embeddedNamespace, caipNetwork, user.address, {
    allAccounts: [active, ...listed.filter((entry) => entry !== active)],
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    preferredAccountType: user.preferredAccountType ?? active.type,
  })
  client.stores.chains.setAccount(embeddedNamespace, loginOf(user))
  if (moved) refreshBalance(client, embeddedNamespace)
}
