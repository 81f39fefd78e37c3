import {
  fetchTransactions,
  getAccount,
  getHistory,
  watchAccount,
  watchHistory,
} from '@latchkey/core'
import {
  getActivityTransactions,
  groupTransactionsByYearAndMonth,
  isActivitySupported,
} from '@latchkey/core/modal'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { RetryNotice } from '../../modal/parts/RetryNotice.js'
import { ActivityItem } from './ActivityItem.js'
import { RowsPlaceholder } from './RowsPlaceholder.js'

/**
 * The Activity tab: the connected chain's history grouped by year and month, newest first,
 * with the next page fetched as the end of the list scrolls into view. The client filters,
 * pages and reports failures: the tab then says 'Failed to fetch transactions' with a retry.
 * On a namespace without history (solana) it says Activity is not available there.
 */
export function ActivityTab() {
  const { client } = useModalContext('ActivityTab')
  const strings = useViewStrings('ActivityTab', accountStrings)
  const { address, caipAddress, namespace } = useClientValue(client, getAccount, watchAccount)
  const supported = isActivitySupported(namespace)
  const history = useClientValue(client, getHistory, watchHistory)
  const end = useRef<HTMLDivElement>(null)
  const id = useId()

  // Opening the tab (or another account or network) starts from the newest page.
  useEffect(() => {
    if (caipAddress && supported)
      fetchTransactions(client, { address, refresh: true }).catch(() => {})
  }, [client, address, caipAddress, supported])

  const current = history.caipAddress === caipAddress
  const { loading, next } = history
  // What this client sent and the history does not list yet comes first, pending then confirmed.
  const transactions = useMemo(
    () => getActivityTransactions(history, caipAddress),
    [history, caipAddress],
  )
  const groups = useMemo(() => groupTransactionsByYearAndMonth(transactions), [transactions])
  const hasMore = current && next !== undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer after each page reports at once whether the end is still in view.
  useEffect(() => {
    const target = end.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        fetchTransactions(client, { address }).catch(() => {})
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [client, address, hasMore, history.transactions.length])

  // History is served for eip155 only (spec section 9): say so rather than an empty list.
  if (!supported) return <p className="lk-empty">{strings.activityUnavailable}</p>
  if (current && history.status === 'error')
    return (
      <RetryNotice
        message={strings.fetchTransactionsFailed}
        label={strings.tryAgain}
        onRetry={() => fetchTransactions(client, { address, refresh: true }).catch(() => {})}
      />
    )
  if (!current || (loading && transactions.length === 0))
    return <RowsPlaceholder label={strings.activityLoading} />
  if (transactions.length === 0) return <p className="lk-empty">{strings.noActivity}</p>
  return (
    <>
      {groups.map((group) => {
        const headingId = `${id}-${group.year}-${group.month}`
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <h3 id={headingId} className="lk-group-title">
              {strings.activityMonth(group.year, group.month)}
            </h3>
            <ul className="lk-rows">
              {group.transactions.map((transaction) => (
                <ActivityItem key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          </section>
        )
      })}
      {hasMore && (
        <div ref={end} className="lk-more">
          {loading ? (
            <span className="lk-spinner" role="img" aria-label={strings.activityLoading} />
          ) : typeof IntersectionObserver === 'undefined' ? (
            <button
              type="button"
              className="lk-button"
              data-variant="secondary"
              onClick={() => fetchTransactions(client, { address }).catch(() => {})}
            >
              {strings.loadMore}
            </button>
          ) : null}
        </div>
      )}
    </>
  )
}
