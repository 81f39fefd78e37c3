import { type CaipNetwork, isUserRejection } from '@latchkey/core/internal'
import { useState } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useLatchkeyNetwork } from '../../hooks/useLatchkeyNetwork.js'
import { CheckIcon } from '../../icons/icons.js'
import { NetworkImage } from './NetworkImage.js'

/** What `NetworkList` takes. */
export type NetworkListProps = {
  /** Called after the wallet moved to the chosen network. */
  onSwitched?: (() => void) | undefined
}

/**
 * Every configured network as a button, the current one marked with aria-current. A click
 * switches through the client; a failure other than the user declining shakes the modal
 * (the client shows 'Chain is not supported').
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const { client, strings } = useLatchkeyContext('NetworkList')
  const { caipNetworkId } = useLatchkeyNetwork()
  // Which network a switch is under way to: local to this list, not client state.
  const [switching, setSwitching] = useState<CaipNetwork>()

  async function choose(caipNetwork: CaipNetwork) {
    if (caipNetwork.caipNetworkId === caipNetworkId) return onSwitched?.()
    setSwitching(caipNetwork)
    try {
      await client.switchNetwork(caipNetwork)
      onSwitched?.()
    } catch (error) {
      if (!isUserRejection(error)) client.shake()
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <ul
      className="lk-list"
      aria-label={strings.networksLabel}
      aria-busy={switching ? true : undefined}
    >
      {client.options.networks.map((caipNetwork) => {
        const current = caipNetwork.caipNetworkId === caipNetworkId
        const pending = switching?.caipNetworkId === caipNetwork.caipNetworkId
        return (
          <li key={caipNetwork.caipNetworkId}>
            <button
              type="button"
              className="lk-item"
              aria-current={current ? 'true' : undefined}
              disabled={switching !== undefined}
              onClick={() => void choose(caipNetwork)}
            >
              <NetworkImage caipNetwork={caipNetwork} />
              <span className="lk-item-name">{caipNetwork.name}</span>
              <span className="lk-item-end">
                {pending ? (
                  <>
                    <span className="lk-spinner" aria-hidden="true" />
                    <span className="lk-sr">{strings.switching}</span>
                  </>
                ) : (
                  current && <CheckIcon />
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
