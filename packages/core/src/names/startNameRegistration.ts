import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { fetchAccountNames } from './fetchAccountNames.js'
import { getNameAccount } from './getNameAccount.js'
import { getNamesStore } from './getNamesStore.js'
import { initialNamesState } from './NamesState.js'

/**
 * Opens the registration form for the connected account: a form left for another account (or
 * one whose registration ended) starts empty, and the account's own names are fetched if not yet.
 */
export function startNameRegistration(client: LatchkeyClient): void {
  const { state, run } = getNamesStore(client)
  const account = getNameAccount(client)
  const current = state.getState()
  const ended =
    current.registration.status === 'registered' || current.registration.status === 'signing'
  if (current.caipAddress !== account?.caipAddress || ended) {
    clearTimeout(run.suggestTimer)
    run.suggestRequest++
    state.setState({
      ...initialNamesState,
      suffix: current.suffix,
      accountNames: current.accountNames,
      caipAddress: account?.caipAddress,
    })
  }
  if (account) void fetchAccountNames(client)
}
