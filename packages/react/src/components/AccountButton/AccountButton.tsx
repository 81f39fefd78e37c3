import type { ChainNamespace } from '@latchkey/core'
import type { CSSProperties, ReactNode } from 'react'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { getButtonStyle } from '../buttonStyle.js'
import { AccountLook, usePreloadAccountLook } from './AccountLook.js'
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
  usePreloadAccountLook(!props.children && state.status !== 'disconnected')
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
      <AccountLook state={state} balance={props.balance} />
    </button>
  )
}
