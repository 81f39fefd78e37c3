import type { TokenBalance } from '@latchkey/core'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { TokenIcon } from './TokenIcon.js'

/** A token's row, inside its list item or button: icon, name, amount, and its value when priced. */
export function TokenRowContent({ token }: { token: TokenBalance }) {
  const strings = useViewStrings('TokenRowContent', accountStrings)
  return (
    <>
      <TokenIcon url={token.iconUrl || undefined} symbol={token.symbol} />
      <span className="lk-row-text">
        <span className="lk-row-title lk-token-name">{token.name}</span>
        <span className="lk-row-detail">{formatBalance(token.quantity.numeric, token.symbol)}</span>
      </span>
      {token.price > 0 && (
        <span className="lk-row-end">
          <span className="lk-row-title">{strings.usdValue(token.value)}</span>
        </span>
      )}
    </>
  )
}
