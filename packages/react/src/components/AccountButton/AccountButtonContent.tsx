// The inside of a connected account's button, in a chunk of its own (AccountLook loads it): a
// page whose visitor never connects never loads the avatar's drawing or the balance's slot.
import type { CSSProperties } from 'react'
import { Avatar } from '../Avatar/Avatar.js'
import { buttonTextStyle } from '../buttonStyle.js'
import { useNarrowScreen } from '../useNarrowScreen.js'
import type { AccountButtonState } from './useAccountButtonState.js'

// Room for a balance up to 99999.999 and its symbol in the button's own font, digits aligned.
const balanceSlotStyle: CSSProperties = {
  ...buttonTextStyle,
  minWidth: '12ch',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
}
const balancePlaceholderStyle: CSSProperties = {
  display: 'inline-block',
  width: '8ch',
  height: '0.75em',
  borderRadius: 4,
  background: 'currentColor',
  opacity: 0.15,
}

/** Avatar, balance and name or short address (compact: no balance): the inside of an account button. */
export function AccountButtonContent(props: {
  state: AccountButtonState
  balance?: 'show' | 'hide' | undefined
}) {
  const { state } = props
  const narrow = useNarrowScreen()
  const showBalance = props.balance === 'show' || (props.balance === undefined && !narrow)
  return (
    <>
      <Avatar address={state.address ?? ''} image={state.profileImage} size={28} />
      {showBalance && (
        // The balance's place is kept from the start, so the button does not grow (and move
        // what is beside it) when the balance arrives; a bar stands in while it loads.
        <span style={balanceSlotStyle} aria-busy={state.balance === undefined || undefined}>
          {state.balance ?? <span style={balancePlaceholderStyle} />}
        </span>
      )}
      <span style={{ ...buttonTextStyle, opacity: showBalance ? 0.75 : 1 }}>
        {state.profileName ?? state.truncatedAddress}
      </span>
    </>
  )
}
