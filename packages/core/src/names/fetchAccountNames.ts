import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getNameAccount } from './getNameAccount.js'
import { getNamesStore } from './getNamesStore.js'
import { accountNamesErrorMessage } from './nameMessages.js'

/**
 * Fetches the names registered to the connected account (the reverse route), once per account:
 * Account offers "Choose a name" when there are none. A failure is kept with the spec's message
 * ('Error fetching names for address') and asked again on the next call.
 */
export async function fetchAccountNames(client: LatchkeyClient): Promise<void> {
  const { state, run } = getNamesStore(client)
  const account = getNameAccount(client)
  if (!account || !run.api) return
  const { accountNames } = state.getState()
  const same = accountNames.caipAddress === account.caipAddress
  if (same && (accountNames.status === 'ready' || accountNames.status === 'loading')) return
  const { caipAddress } = account
  state.setState({ accountNames: { status: 'loading', caipAddress } })
  // An answer for an account that is no longer the one asked about is dropped.
  const stillAsked = () => state.getState().accountNames.caipAddress === caipAddress
  try {
    const profiles = await run.api.getProfileReverse({
      address: account.address,
      sender: account.address,
    })
    const names = profiles.map((profile) => profile.name)
    if (stillAsked()) state.setState({ accountNames: { status: 'ready', caipAddress, names } })
  } catch (error) {
    logDebug(client, accountNamesErrorMessage, error)
    if (stillAsked())
      state.setState({
        accountNames: { status: 'failed', caipAddress, message: accountNamesErrorMessage },
      })
  }
}
