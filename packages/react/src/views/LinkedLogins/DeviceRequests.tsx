import { answerDeviceRequest, type DeviceRequest, getDeviceRequests } from '@latchkey/core/modal'
import { useEffect, useState } from 'react'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { getPageLocale } from '../../utils/getPageLocale.js'

/** How often Account asks for new devices waiting (a waiting device asks every second). */
const pollMs = 3_000

/**
 * In Account, for an embedded wallet's user: the new devices waiting to sign in to the account,
 * each with Approve and Decline (the only approval for a login that gave no email). Shown only
 * while one waits; asked again every 3 s while Account is open.
 */
export function DeviceRequests() {
  const { client } = useModalContext('DeviceRequests')
  const strings = useViewStrings('DeviceRequests', accountStrings)
  const [requests, setRequests] = useState<DeviceRequest[]>([])
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let stopped = false
    const read = () =>
      getDeviceRequests(client).then(
        (next) => {
          if (!stopped) setRequests(next)
        },
        () => {},
      )
    read()
    const timer = setInterval(read, pollMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [client])
  if (requests.length === 0 && !error) return null
  const answer = (id: string, approve: boolean) => {
    setBusy(true)
    setError(undefined)
    answerDeviceRequest(client, { id, approve })
      .then(
        () => setRequests((list) => list.filter((entry) => entry.id !== id)),
        (reason: Error) => setError(reason.message),
      )
      .finally(() => setBusy(false))
  }
  const time = new Intl.DateTimeFormat(getPageLocale(), { hour: 'numeric', minute: '2-digit' })
  return (
    <section className="lk-linked" aria-labelledby="lk-device-requests-title">
      <h3 id="lk-device-requests-title" className="lk-linked-title">
        {strings.deviceRequestsTitle}
      </h3>
      {requests.map((request) => (
        <div key={request.id} className="lk-device-request">
          <p className="lk-note">
            {strings.deviceRequestText(time.format(new Date(request.requestedAt)))}
          </p>
          <div className="lk-device-request-actions">
            <button
              type="button"
              className="lk-button"
              data-variant="secondary"
              disabled={busy}
              onClick={() => answer(request.id, false)}
            >
              {strings.declineDevice}
            </button>
            <button
              type="button"
              className="lk-button"
              disabled={busy}
              onClick={() => answer(request.id, true)}
            >
              {strings.approveDevice}
            </button>
          </div>
        </div>
      ))}
      {error && (
        <p className="lk-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
