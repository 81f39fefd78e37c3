import {
  getTransactionSign,
  type Transaction,
  type TransactionTransfer,
} from '@latchkey/core/internal'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { TokenIcon } from './TokenIcon.js'

/**
 * One Activity entry: the first transfer's token icon or NFT preview, the operation ('Sent',
 * 'Received'), what moved (signed '+' or '-' by the operation type, spec section 9) and the day.
 */
export function ActivityItem({ transaction }: { transaction: Transaction }) {
  const { strings } = useLatchkeyContext('ActivityItem')
  const { metadata, transfers } = transaction
  const [first] = transfers
  // One transfer carries the operation's sign; several (a swap) read as what went for what.
  const sign = transfers.length === 1 ? getTransactionSign(metadata.operationType) : ''
  const describe = (transfer: TransactionTransfer) =>
    transfer.nft_info
      ? transfer.nft_info.name
      : `${sign}${formatBalance(transfer.quantity.numeric, transfer.fungible_info?.symbol)}`
  const title = strings.transactionTitle(metadata.operationType)
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
        </span>
        <span className="lk-row-detail lk-amount" data-sign={sign || undefined}>
          {transfers.length > 0 ? transfers.map(describe).join(' → ') : metadata.status}
        </span>
      </span>
      <span className="lk-row-end">
        <time className="lk-row-detail" dateTime={metadata.minedAt}>
          {strings.activityDate(new Date(metadata.minedAt))}
        </time>
      </span>
    </li>
  )
}
