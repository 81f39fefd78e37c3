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
import { Avatar } from '../../components/Avatar/Avatar.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { ExternalIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { TokenIcon } from './TokenIcon.js'
import { useIdentityAvatar } from './useIdentityAvatar.js'
import { useIdentityName } from './useIdentityName.js'

/**
 * One Activity entry: the first transfer's token icon or NFT preview, the operation ('Sent',
 * 'Received', 'Swapped', 'Bought'), the other side (its profile image or drawn picture, and its
 * name when the data API knows it, else its address 4+6) and what moved (signed '+' or '-' by the operation type, spec section 9; a send's
 * title already says which way; a trade's legs each on a line, signed by direction), and the
 * time, a link to the transaction when the network has an explorer.
 */
export function ActivityItem({ transaction }: { transaction: Transaction }) {
  const { client } = useModalContext('ActivityItem')
  const strings = useViewStrings('ActivityItem', accountStrings)
  const { address } = useClientValue(client, getAccount, watchAccount)
  const { caipNetwork } = useClientValue(client, getNetwork, watchNetwork)
  const { metadata, transfers } = transaction
  const [first] = transfers
  // One transfer carries the operation's sign; a trade's legs each carry their direction's, what
  // went out first, each on its own line so neither is cut.
  const single = transfers.length === 1
  const legs = single
    ? transfers
    : [...transfers].sort((a, b) => legRank(a.direction) - legRank(b.direction))
  const signOf = (transfer: TransactionTransfer) =>
    single
      ? getTransactionSign(metadata.operationType)
      : transfer.direction === 'out'
        ? '-'
        : transfer.direction === 'in'
          ? '+'
          : ''
  const describe = (transfer: TransactionTransfer) =>
    transfer.nft_info
      ? transfer.nft_info.name
      : `${signOf(transfer)}${formatBalance(transfer.quantity.numeric, transfer.fungible_info?.symbol)}`
  const title = strings.transactionTitle(metadata.operationType)
  const counterparty = address ? getTransactionCounterparty(transaction, address) : undefined
  const explorer = caipNetwork?.blockExplorers?.default
  const name = useIdentityName(counterparty?.address)
  const avatar = useIdentityAvatar(counterparty?.address)
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
            <span className="lk-counterparty-avatar">
              <Avatar address={counterparty.address} image={avatar} size={14} />
            </span>
            {counterparty.direction === 'to'
              ? strings.counterpartyTo(who)
              : strings.counterpartyFrom(who)}
          </span>
        )}
      </span>
      <span className="lk-row-end">
        {legs.length > 0 ? (
          legs.map((transfer, index) => (
            <span
              // The legs of one transaction never change order.
              // biome-ignore lint/suspicious/noArrayIndexKey: two legs may move the same token.
              key={index}
              className="lk-row-title lk-amount"
              data-sign={(!transfer.nft_info && signOf(transfer)) || undefined}
              data-testid="activity-amount"
            >
              {describe(transfer)}
            </span>
          ))
        ) : (
          <span className="lk-row-title lk-amount">{metadata.status}</span>
        )}
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

// What went out is read first: '-5 LKD' above '+0.00166 ETH'.
function legRank(direction: TransactionTransfer['direction']): number {
  return direction === 'out' ? 0 : direction === 'self' ? 1 : 2
}
