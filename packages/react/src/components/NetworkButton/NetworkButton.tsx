import type { CaipNetwork } from '@latchkey/core'
import { getNetwork, watchNetwork } from '@latchkey/core'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { ErrorIcon } from '../../icons/icons.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { prefetchModal } from '../../modal/loadModal.js'
import { loadNetworks, loadUnsupportedChain, prefetchView } from '../../modal/loadView.js'
import { openModal } from '../../modal/openModal.js'
import { buttonTextStyle, getButtonStyle } from '../buttonStyle.js'
import { useNarrowScreen } from '../useNarrowScreen.js'

/** The headless state of `<NetworkButton>`. */
export type NetworkButtonState = {
  caipNetwork: CaipNetwork | undefined
  /** The network's name ('Unknown Network' for one the dapp did not configure). */
  name: string
  /** What the built-in button says: the name, or 'Wrong network' on an unsupported one. */
  label: string
  imageUrl: string | undefined
  /** Whether the wallet is on a network the dapp did not configure. */
  isUnsupportedChain: boolean
  /** False when the dapp turned network switching off. */
  canSwitch: boolean
  /** Opens the Networks view (UnsupportedChain when the network is unsupported). */
  open(trigger?: HTMLElement | undefined): void
  /** Starts loading what `open` shows, e.g. on hover. */
  prefetch(): void
}

/** What `<NetworkButton>` takes. */
export type NetworkButtonProps = {
  className?: string | undefined
  style?: CSSProperties | undefined
  /** Renders your own control from the state instead of the built-in button. */
  children?: ((state: NetworkButtonState) => ReactNode) | undefined
}

/**
 * The active network's icon and name (only the icon on a phone-width screen, the name being its
 * accessible name); opens the Networks view. On a network the dapp did not configure it turns
 * to a warning, 'Wrong network', and opens UnsupportedChain.
 */
export function NetworkButton(props: NetworkButtonProps) {
  const { client, strings } = useLatchkeyContext('NetworkButton')
  const narrow = useNarrowScreen()
  const network = useClientValue(client, getNetwork, watchNetwork)
  const { themeMode, themeVariables } = useLatchkeyTheme()
  const state = useMemo<NetworkButtonState>(() => {
    const { caipNetwork, isUnsupportedChain } = network
    return {
      caipNetwork,
      name: caipNetwork?.name ?? '',
      label: isUnsupportedChain ? strings.wrongNetwork : (caipNetwork?.name ?? ''),
      imageUrl: caipNetwork?.imageUrl,
      isUnsupportedChain,
      canSwitch: client.options.enableNetworkSwitch,
      open: (trigger) =>
        openModal(client, isUnsupportedChain ? undefined : { view: 'Networks' }, trigger),
      prefetch() {
        prefetchModal()
        prefetchView(isUnsupportedChain ? loadUnsupportedChain : loadNetworks)
      },
    }
  }, [client, network, strings])

  if (props.children) return <>{props.children(state)}</>
  return (
    <button
      type="button"
      data-latchkey-button="network"
      data-warning={state.isUnsupportedChain ? '' : undefined}
      aria-label={narrow ? state.label : undefined}
      disabled={!state.canSwitch}
      className={props.className}
      style={getButtonStyle({
        variant: state.isUnsupportedChain ? 'warning' : 'surface',
        themeMode,
        themeVariables,
        style: {
          cursor: state.canSwitch ? 'pointer' : 'default',
          ...(narrow ? { padding: '0 6px' } : {}),
          ...props.style,
        },
      })}
      onClick={(event) => state.open(event.currentTarget)}
      onPointerEnter={state.prefetch}
      onFocus={state.prefetch}
    >
      {state.isUnsupportedChain ? (
        <ErrorIcon size={24} />
      ) : state.imageUrl ? (
        <img
          src={state.imageUrl}
          alt=""
          width={24}
          height={24}
          style={{ borderRadius: '50%', display: 'block' }}
        />
      ) : (
        <NetworkIcon size={24} />
      )}
      {!narrow && <span style={buttonTextStyle}>{state.label}</span>}
    </button>
  )
}
