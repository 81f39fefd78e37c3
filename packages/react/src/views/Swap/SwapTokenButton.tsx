import type { SwapToken } from '@latchkey/core/modal'
import { ChevronIcon } from '../../icons/viewIcons.js'
import { TokenIcon } from '../Account/TokenIcon.js'

/** The button of a Swap field that opens SwapSelectToken: the token, or a call to pick one. */
export function SwapTokenButton(props: {
  token: SwapToken | undefined
  label: string
  placeholder: string
  onClick(): void
}) {
  const { token } = props
  return (
    <button
      type="button"
      className="lk-token-button"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {token ? (
        <>
          <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} />
          <span>{token.symbol}</span>
        </>
      ) : (
        <span style={{ paddingInlineStart: 6 }}>{props.placeholder}</span>
      )}
      <ChevronIcon size={16} />
    </button>
  )
}
