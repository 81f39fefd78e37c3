import type { ChainNamespace } from '@latchkey/core'
import type { CSSProperties, ReactNode } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { AccountLook, usePreloadAccountLook } from '../AccountButton/AccountLook.js'
import {
  type AccountButtonState,
  useAccountButtonState,
} from '../AccountButton/useAccountButtonState.js'
import { getButtonStyle } from '../buttonStyle.js'

/** The headless state of `<ConnectButton>`. */
export type ConnectButtonState = AccountButtonState & {
  /** The text the built-in button shows when not connected. */
  label: string
}

/** What `<ConnectButton>` takes. */
export type ConnectButtonProps = {
  /** Default 'Connect Wallet'. */
  label?: string | undefined
  /** Shown while a connection is being made or restored; default 'Connecting…'. */
  loadingLabel?: string | undefined
  /** The connected button's balance: 'show', 'hide', or by default shown except on a phone. */
  balance?: 'show' | 'hide' | undefined
  /** Which namespace to connect and show; default the active one. */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
  style?: CSSProperties | undefined
  /** Renders your own control from the state instead of the built-in button. */
  children?: ((state: ConnectButtonState) => ReactNode) | undefined
}

/**
 * 'Connect Wallet', opening the Connect view; once connected, the account (avatar, balance
 * with 3 decimals, address shortened 4+6), opening the Account view.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const { strings } = useLatchkeyContext('ConnectButton')
  const account = useAccountButtonState(props.namespace)
  const { themeMode, themeVariables } = useLatchkeyTheme()
  const connecting = account.status === 'connecting'
  const label = connecting
    ? (props.loadingLabel ?? strings.connecting)
    : (props.label ?? strings.connectWallet)
  const connected = account.isConnected && account.address !== undefined
  // The connected look's chunk loads while the wallet answers, so it is there when it lands.
  usePreloadAccountLook(!props.children && account.status !== 'disconnected')
  if (props.children) return <>{props.children({ ...account, label })}</>
  // One button element in every state, so focus stays on it when a connection lands.
  return (
    <button
      type="button"
      data-latchkey-button="connect"
      aria-busy={connecting || undefined}
      className={props.className}
      style={getButtonStyle({
        variant: connected ? 'surface' : 'accent',
        themeMode,
        themeVariables,
        style: props.style,
      })}
      onClick={(event) => account.open(event.currentTarget)}
      onPointerEnter={account.prefetch}
      onFocus={account.prefetch}
    >
      {connected ? <AccountLook state={account} balance={props.balance} /> : label}
    </button>
  )
}
