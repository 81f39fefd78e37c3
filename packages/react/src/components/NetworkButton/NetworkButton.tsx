import type { CaipNetwork } from '@latchkey/core/internal'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useLatchkeyTheme } from '../../hooks/useLatchkeyTheme.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { prefetchModal } from '../../modal/loadModal.js'
import { loadNetworks, loadUnsupportedChain, prefetchView } from '../../modal/loadView.js'
import { openModal } from '../../modal/openModal.js'
import { buttonTextStyle, getButtonStyle } from '../buttonStyle.js'

/** The headless state of `<NetworkButton>`. */
export type NetworkButtonState = {
  caipNetwork: CaipNetwork | undefined
  /** The network's name ('Unknown Network' for one the dapp did not configure). */
  name: string
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

/** The active network's icon and name; opens the Networks view. */
export function NetworkButton(props: NetworkButtonProps) {
  const { client } = useLatchkeyContext('NetworkButton')
  const network = useExternalValue(client.sources.network)
  const { themeMode, themeVariables } = useLatchkeyTheme()
  const state = useMemo<NetworkButtonState>(() => {
    const { caipNetwork, isUnsupportedChain } = network
    return {
      caipNetwork,
      name: caipNetwork?.name ?? '',
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
  }, [client, network])

  if (props.children) return <>{props.children(state)}</>
  return (
    <button
      type="button"
      data-latchkey-button="network"
      disabled={!state.canSwitch}
      className={props.className}
      style={getButtonStyle({
        variant: 'surface',
        themeMode,
        themeVariables,
        style: { cursor: state.canSwitch ? 'pointer' : 'default', ...props.style },
      })}
      onClick={(event) => state.open(event.currentTarget)}
      onPointerEnter={state.prefetch}
      onFocus={state.prefetch}
    >
      {state.imageUrl ? (
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
      <span style={buttonTextStyle}>{state.name}</span>
    </button>
  )
}
