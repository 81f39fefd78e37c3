import { type CaipNetwork, getConnection, isUserRejection, watchConnection } from '@latchkey/core'
import { loadClientActions } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useLatchkeyNetwork } from '../../hooks/useLatchkeyNetwork.js'
import { networkStrings } from '../../i18n/networkStrings.js'
import { CheckIcon } from '../../icons/icons.js'
import { getErrorMessage } from '../../utils/getErrorMessage.js'
import { useModalContext, useViewStrings } from '../ModalContext.js'
import { NetworkImage } from './NetworkImage.js'

/** What `NetworkList` takes. */
export type NetworkListProps = {
  /** Called after the wallet moved to the chosen network. */
  onSwitched?: (() => void) | undefined
}

/**
 * Every configured network as a button, the current one marked with aria-current. A click
 * switches through core, whose `networkSwitch` state this shows: a spinner while the wallet is
 * asked, then 'Switch declined' with "Try again", or the failure's message ('Chain is not
 * supported' when the wallet could not add the chain).
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const { client } = useModalContext('NetworkList')
  const strings = useViewStrings('NetworkList', networkStrings)
  const { caipNetworkId } = useLatchkeyNetwork()
  const { networkSwitch } = useClientValue(client, getConnection, watchConnection)
  const switching = networkSwitch?.status === 'pending' ? networkSwitch : undefined

  function choose(caipNetwork: CaipNetwork) {
    if (caipNetwork.caipNetworkId === caipNetworkId) return onSwitched?.()
    // The outcome is core's state; success also moves the caller on.
    loadClientActions()
      .then(({ switchNetwork }) => switchNetwork(client, caipNetwork))
      .then(onSwitched, () => {})
  }
  const failed = networkSwitch && networkSwitch.status !== 'pending' ? networkSwitch : undefined
  const retryNetwork = client.options.networks.find(
    (network) => network.caipNetworkId === failed?.caipNetworkId,
  )

  return (
    <>
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
                onClick={() => choose(caipNetwork)}
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
      <div
        className="lk-stack"
        aria-live="polite"
        style={{ padding: failed ? '12px 0 0' : 0, gap: 8 }}
      >
        {failed &&
          (isUserRejection(failed.error) ? (
            <>
              <p className="lk-title lk-error">{strings.switchDeclined}</p>
              <p className="lk-note">{strings.switchDeclinedDetail}</p>
            </>
          ) : (
            <>
              <p className="lk-title lk-error">{strings.switchFailed}</p>
              <p className="lk-note">{getErrorMessage(failed.error)}</p>
            </>
          ))}
        {failed && retryNetwork && (
          <button
            type="button"
            className="lk-button"
            data-variant="secondary"
            onClick={() => choose(retryNetwork)}
          >
            {strings.tryAgain}
          </button>
        )}
      </div>
    </>
  )
}
