import { closeModal } from '../actions/closeModal.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Store } from '../store/createStore.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { embeddedNamespace } from './embeddedNamespace.js'

/** What `finishEmbeddedApproval` is given. */
type FinishEmbeddedApprovalParameters = {
  state: Store<EmbeddedState>
  /** Whether the approval opened the modal (then it closes it, else it goes back). */
  openedModal: boolean
  succeeded: boolean
  log(message: string, error?: unknown): void
}

/** Leaves ApproveTransaction once the frame answered; a signed request reads the balance again. */
export function finishEmbeddedApproval(
  client: LatchkeyClient,
  { state, openedModal, succeeded, log }: FinishEmbeddedApprovalParameters,
): void {
  const { stores } = client
  state.setState({ approval: false })
  if (stores.router.getState().view === 'ApproveTransaction') {
    if (openedModal) closeModal(client)
    else stores.router.goBack()
  }
  // Past the 30 s cache: what was signed may have moved funds.
  if (succeeded)
    fetchBalance(client, { namespace: embeddedNamespace, force: true }).catch((error: unknown) =>
      log('Failed to fetch the native balance', error),
    )
}
