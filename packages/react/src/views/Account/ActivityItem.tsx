import {
  getAccount,
  getNetwork,
  type Transaction,
  watchAccount,
  watchNetwork,
} from '@latchkey/core'
import {
  getTransactionCounterparty,
  getTransactionSign,
  type TransactionTransfer,
} from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { ExternalIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { TokenIcon } from './TokenIcon.js'
import { useIdentityName } from './useIdentityName.js'

/**
 * One Activity entry: the first transfer's token icon or NFT preview, the operation ('Sent',
 * 'Received'), the other side (its name when the account knows it, else its address 4+6) and
 * what moved (signed '+' or '-' by the operation type, spec section 9; a send's title already
 * says which way), and the time, a link to the transaction when the network has an explorer.
 */
export function ActivityItem({ transaction }: { transaction: Transaction }) {
  const { client } = useModalContext('ActivityItem')
  const strings = useViewStrings('ActivityItem', accountStrings)
  const { address } = useClientValue(client, getAccount, watchAccount)
  const { caipNetwork } = useClientValue(client, getNetwork, watchNetwork)
  const { metadata, transfers } = transaction
  const [first] = transfers
  // One transfer carries the operation's sign; several (a swap) read as what went for what.
  const sign = transfers.length === 1 ? getTransactionSign(metadata.operationType) : ''
  const describe = (transfer: TransactionTransfer) =>
    transfer.nft_info
      ? transfer.nft_info.name
      : `${sign}${formatBalance(transfer.quantity.numeric, transfer.fungible_info?.symbol)}`
  const title = strings.transactionTitle(metadata.operationType)
  const counterparty = address ? getTransactionCounterparty(transaction, address) : undefined
  const explorer = caipNetwork?.blockExplorers?.default
  const name = useIdentityName(counterparty?.address)
  const who = counterparty && (name ?? truncateAddress(counterparty.address))
  const time = strings.activityDate(new Date(metadata.minedAt))
  return (
    <li className="lk-row">
      <TokenIcon
        url={first?.nft_info?.content.preview?.url ?? first?.fungible_info?.icon?.url}
        symbol={first?.fungible_info?.symbol ?? first?.nft_info?.name ?? title}
        nft={first?.nft_info !== undefined}
      />
      <span className="lk-row-text">
        <span className="lk-row-title">
          {title}
          {metadata.status === 'failed' && (
            <span className="lk-failed"> · {strings.transactionFailed}</span>
          )}
          {metadata.status === 'pending' && (
            <span className="lk-pending"> · {strings.transactionPending}</span>
          )}
        </span>
        {counterparty && who && (
          <span className="lk-row-detail" title={counterparty.address}>
            {counterparty.direction === 'to'
              ? strings.counterpartyTo(who)
              : strings.counterpartyFrom(who)}
          </span>
        )}
      </span>
      <span className="lk-row-end">
        <span className="lk-row-title lk-amount" data-sign={sign || undefined}>
          {transfers.length > 0 ? transfers.map(describe).join(' → ') : metadata.status}
        </span>
        {explorer ? (
          // The time links to the transaction: visible text first in the name (WCAG 2.5.3).
          <a
            className="lk-row-detail lk-row-link"
            href={`${explorer.url.replace(/\/+$/, '')}/tx/${metadata.hash}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${time}, ${strings.viewTransaction(explorer.name)}`}
          >
            <time dateTime={metadata.minedAt}>{time}</time>
            <ExternalIcon size={12} />
          </a>
        ) : (
          <time className="lk-row-detail" dateTime={metadata.minedAt}>
            {time}
          </time>
        )}
      </span>
    </li>
  )
}
