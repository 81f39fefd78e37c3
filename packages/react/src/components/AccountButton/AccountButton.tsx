import type { ChainNamespace } from '@latchkey/core'
import type { CSSProperties, ReactNode } from 'react'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { Avatar } from '../Avatar/Avatar.js'
import { buttonTextStyle, getButtonStyle } from '../buttonStyle.js'
import { useNarrowScreen } from '../useNarrowScreen.js'
import { type AccountButtonState, useAccountButtonState } from './useAccountButtonState.js'

/** What `<AccountButton>` takes. */
export type AccountButtonProps = {
  /** Which namespace's account; default the active one. */
  namespace?: ChainNamespace | undefined
  /**
   * 'show' always shows the balance, 'hide' leaves it out; by default it shows except on a
   * phone-width screen (430 px or less), where the button is compact: avatar and address.
   */
  balance?: 'show' | 'hide' | undefined
  className?: string | undefined
  style?: CSSProperties | undefined
  /** Renders your own control from the state instead of the built-in button. */
  children?: ((state: AccountButtonState) => ReactNode) | undefined
}

/** The connected account (avatar, balance, short address); opens the Account view. Nothing when disconnected. */
export function AccountButton(props: AccountButtonProps) {
  const state = useAccountButtonState(props.namespace)
  if (props.children) return <>{props.children(state)}</>
  if (!state.isConnected || !state.address) return null
  return <AccountButtonView {...props} state={state} />
}

/** The built-in look of a connected account. */
function AccountButtonView(
  props: Omit<AccountButtonProps, 'children' | 'namespace'> & { state: AccountButtonState },
) {
  const { state, className, style } = props
  const { themeMode, themeVariables } = useLatchkeyTheme()
  return (
    <button
      type="button"
      data-latchkey-button="account"
      className={className}
      style={getButtonStyle({ variant: 'surface', themeMode, themeVariables, style })}
      onClick={(event) => state.open(event.currentTarget)}
      onPointerEnter={state.prefetch}
      onFocus={state.prefetch}
    >
      <AccountButtonContent state={state} balance={props.balance} />
    </button>
  )
}

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
