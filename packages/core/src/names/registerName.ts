import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { formatNameRegistrationMessage } from '../data/profileApi.js'
import { NameNotAvailableError, NamesNotSupportedError } from '../errors/names.js'
import { getNameAccount } from './getNameAccount.js'
import { getNamesStore } from './getNamesStore.js'
import { getRegistrationErrorMessage } from './getRegistrationErrorMessage.js'
import { readNameLabel } from './readNameLabel.js'

/**
 * Registers the form's name for the connected account (spec section 4): opens
 * RegisterAccountNameSuccess, has the wallet sign the registration message (personal_sign),
 * posts it with the chain's ENSIP-11 coin type and sets the account's profile name, so Account
 * and the account button show it at once. On failure the form comes back with the error ('Signature
 * declined' for a rejection, else the server's reason) and the promise rejects. Returns the name.
 */
export async function registerName(client: LatchkeyClient): Promise<string> {
  const { state, run } = getNamesStore(client)
  const account = getNameAccount(client)
  const adapter = account && client.adapters.get(account.namespace)
  if (!account || !adapter || !run.api) throw new NamesNotSupportedError()
  const { input, suffix, availability, registration } = state.getState()
  const { label, problem } = readNameLabel(input, suffix)
  const name = `${label}.${suffix}`
  if (registration.status === 'signing') return registration.name
  if (problem || availability.status !== 'available' || availability.name !== name)
    throw new NameNotAvailableError(name)

  const { router, chains } = client.stores
  state.setState({ registration: { status: 'signing', name } })
  router.push('RegisterAccountNameSuccess')
  try {
    const message = formatNameRegistrationMessage({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await adapter.signMessage({ message, address: account.address })
    const answer = await run.api.registerProfileAccount({
      coin_type: account.coinType,
      address: account.address,
      message,
      signature,
    })
    refreshIdentity(client, account.address)
    if (chains.getState().chains[account.namespace]?.account.caipAddress === account.caipAddress)
      chains.setAccount(account.namespace, { profileName: answer.name })
    state.setState({
      registration: { status: 'registered', name: answer.name },
      accountNames: { status: 'ready', caipAddress: account.caipAddress, names: [answer.name] },
    })
    return answer.name
  } catch (error) {
    state.setState({
      registration: { status: 'failed', name, message: getRegistrationErrorMessage(error) },
    })
    // Back to the form, unless the visitor has moved on meanwhile.
    if (router.getState().view === 'RegisterAccountNameSuccess') router.goBack()
    client.stores.modal.shake()
    throw error
  }
}

// The identity route answers the new name from now on, but the widget keeps its answers 5 minutes,
// and so does the browser's HTTP cache: without this, the page reloaded would show the address's
// old identity (no name) until then. The widget asks with the account as `sender`
// (updateIdentity), so that is the cached entry renewed; the client's own copy is this request.
function refreshIdentity(client: LatchkeyClient, address: string) {
  const { identities, api } = client.data
  const request = api?.getIdentity({ address, sender: address, refresh: true })
  if (!request) return
  const key = address.toLowerCase()
  identities.set(key, request)
  request.catch((error: unknown) => {
    if (identities.get(key) === request) identities.delete(key)
    logDebug(client, 'Failed to refresh the identity', error)
  })
}
