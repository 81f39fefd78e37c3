import type { CSSProperties, ReactNode } from 'react'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { WalletIcon } from '../../icons/icons.js'
import { MailIcon } from '../../icons/viewIcons.js'
import { prefetchModal } from '../../modal/loadModal.js'
import { buttonTextStyle, getButtonStyle } from '../buttonStyle.js'
import { useWalletButtonState, type WalletButtonState } from './useWalletButtonState.js'

/** What `<WalletButton>` takes. */
export type WalletButtonProps = {
  /**
   * The wallet: its registry id ('rainbow'), rdns ('io.metamask'), connector id or name;
   * 'walletConnect' for the WalletConnect QR code; 'email' for the email login.
   */
  wallet: string
  className?: string | undefined
  style?: CSSProperties | undefined
  /** Renders your own control from the state instead of the built-in button. */
  children?: ((state: WalletButtonState) => ReactNode) | undefined
}

const iconStyle: CSSProperties = { width: 24, height: 24, borderRadius: 6, display: 'block' }

/**
 * One wallet's button, skipping the list: an installed wallet connects through its own
 * connector; one that is not opens its WalletConnect QR code (its deep link on a phone);
 * 'email' opens the email login. Shows the wallet's icon and name.
 */
export function WalletButton(props: WalletButtonProps) {
  const state = useWalletButtonState(props.wallet)
  const { themeMode, themeVariables } = useLatchkeyTheme()
  if (props.children) return <>{props.children(state)}</>
  const email = props.wallet.trim().toLowerCase() === 'email'
  return (
    <button
      type="button"
      data-latchkey-button="wallet"
      aria-busy={state.loading || undefined}
      className={props.className}
      style={getButtonStyle({ variant: 'surface', themeMode, themeVariables, style: props.style })}
      onClick={(event) => state.connect(event.currentTarget)}
      onPointerEnter={prefetchModal}
      onFocus={prefetchModal}
    >
      {state.icon ? (
        <img src={state.icon} alt="" width={24} height={24} style={iconStyle} />
      ) : email ? (
        <MailIcon size={24} />
      ) : (
        <WalletIcon size={24} />
      )}
      <span style={buttonTextStyle}>{state.name}</span>
    </button>
  )
}
