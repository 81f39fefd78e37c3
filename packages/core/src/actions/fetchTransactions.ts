import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import { initialHistoryState } from '../data/createHistoryStore.js'
import type { HistoryResponse } from '../data/dataApi.js'
import { filterSpamTransactions } from '../data/filterSpamTransactions.js'
import { isActivitySupported } from '../data/isActivitySupported.js'
import { isNetworkSupported } from '../data/isNetworkSupported.js'
import { AccountAddressRequiredError } from '../errors/data.js'

/** The toast of a failed history fetch (spec section 8). */
const fetchTransactionsErrorMessage = 'Failed to fetch transactions'

/** What `fetchTransactions` accepts. */
export type FetchTransactionsParameters = {
  /** The account whose history to fetch (the active one's address); required. */
  address: string | undefined
  /** Fetches the first page again, replacing what is loaded (e.g. when the tab opens). */
  refresh?: boolean | undefined
}

/**
 * Fetches the next page of the account's history on the active network into the history store
 * (the first page for another account or network, or with `refresh`). Entries of other chains
 * and spam-only NFT entries are left out. Without the data API, or on a network it does not
 * serve, the history is empty. A failure shows 'Failed to fetch transactions', tracks
 * ERROR_FETCH_TRANSACTIONS, sets `empty` and clears the cursor (spec section 4). Rejects only
 * without an address.
 */
export async function fetchTransactions(
  context: LatchkeyClient,
  parameters: FetchTransactionsParameters,
): Promise<void> {
  const { address } = parameters
  if (!address) throw new AccountAddressRequiredError()
  const { chains, toast } = context.stores
  const { history, api } = context.data
  const namespace = chains.getState().activeNamespace
  const caipNetworkId = chains.getState().chains[namespace]?.network.caipNetwork?.caipNetworkId
  if (!caipNetworkId) return
  const caipAddress = `${caipNetworkId}:${address}`
  const state = history.getState()
  const first =
    parameters.refresh ||
    state.caipAddress !== caipAddress ||
    state.status === 'idle' ||
    state.status === 'error'
  // Nothing more to load, or the next page is on its way.
  if (!first && (state.loading || state.next === undefined)) return

  const request = ++context.data.historyRequest
  history.setState(
    state.caipAddress === caipAddress
      ? { status: 'loading', loading: true }
      : {
          ...initialHistoryState,
          pending: state.pending,
          caipAddress,
          status: 'loading',
          loading: true,
        },
  )
  let answer: HistoryResponse
  try {
    answer =
      api &&
      isActivitySupported(namespace, context.adapters) &&
      (await isNetworkSupported(context, caipNetworkId))
        ? await api.getHistory({
            account: address,
            cursor: first ? undefined : state.next,
            chainId: caipNetworkId,
          })
        : { data: [], next: null }
  } catch (error) {
    if (request !== context.data.historyRequest) return
    logDebug(context, 'Failed to fetch transactions', error)
    trackEvent(context, 'ERROR_FETCH_TRANSACTIONS', {
      address,
      message: error instanceof Error ? error.message : String(error),
    })
    toast.show({ message: fetchTransactionsErrorMessage, variant: 'error' })
    history.setState({ status: 'error', loading: false, empty: true, next: undefined })
    return
  }
  if (request !== context.data.historyRequest) return
  const shown = filterSpamTransactions(answer.data).filter(
    (transaction) => transaction.metadata.chain === caipNetworkId,
  )
  const transactions = first ? shown : [...history.getState().transactions, ...shown]
  // A sent transaction the history now lists is shown from there.
  const listed = new Set(shown.map((transaction) => transaction.metadata.hash.toLowerCase()))
  history.setState({
    pending: history
      .getState()
      .pending.filter((transaction) => !listed.has(transaction.metadata.hash.toLowerCase())),
    status: 'success',
    loading: false,
    transactions,
    empty: transactions.length === 0,
    next: answer.next ?? undefined,
  })
}
