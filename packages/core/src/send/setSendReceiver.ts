import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { estimateSendGas } from './estimateSendGas.js'
import { getSendAccount } from './getSendAccount.js'
import { getSendStore } from './getSendStore.js'
import { loadSendMethods } from './loadSendMethods.js'
import { isReceiverName, resolveReceiver } from './resolveReceiver.js'

/** The pause after typing a name before it is looked up (as the wallet search's, spec section 9). */
const nameLookupDelay = 300

/** What `setSendReceiver` accepts. */
export type SetSendReceiverParameters = {
  /** What the person typed: an address or a name. */
  input: string
}

/**
 * Sets the Send form's receiver and resolves it: an address at once, a name once the typing
 * pauses; a later receiver drops the lookup of an earlier one.
 */
export function setSendReceiver(
  client: LatchkeyClient,
  parameters: SetSendReceiverParameters,
): void {
  const store = getSendStore(client)
  const { input } = parameters
  const request = ++store.run.receiverRequest
  clearTimeout(store.run.timer)
  const trimmed = input.trim()
  store.state.setState({
    receiverInput: input,
    receiverStatus: trimmed ? 'resolving' : 'empty',
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
  })
  if (!trimmed) return
  const { namespace, account, caipNetwork } = getSendAccount(client)
  if (!account?.address || !caipNetwork) return
  const sender = account.address
  const resolve = async () => {
    try {
      store.run.methods ??= loadSendMethods(client, namespace)
      const { isAddress } = await store.run.methods
      const result = await resolveReceiver(client, {
        input: trimmed,
        isAddress,
        caipNetworkId: caipNetwork.caipNetworkId,
        sender,
      })
      if (request !== store.run.receiverRequest) return
      store.state.setState(
        result.status === 'resolved'
          ? {
              receiverStatus: 'resolved',
              receiverAddress: result.address,
              receiverProfileName: result.name,
              receiverProfileImage: result.avatar,
            }
          : { receiverStatus: result.status },
      )
      // The fee shown from now on is this transfer's estimate, the one the review shows.
      if (result.status === 'resolved') await estimateSendGas(client)
    } catch (error) {
      if (request !== store.run.receiverRequest) return
      logDebug(client, 'Failed to resolve the receiver', error)
      store.state.setState({ receiverStatus: 'nameError' })
    }
  }
  // An address resolves at once; a name waits until the typing pauses.
  store.run.timer = setTimeout(() => void resolve(), isReceiverName(trimmed) ? nameLookupDelay : 0)
}
