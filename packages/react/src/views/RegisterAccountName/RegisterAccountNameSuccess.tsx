import { resetView } from '@latchkey/core'
import { nameStrings } from '../../i18n/nameStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { nameStyles } from './nameStyles.js'
import { useNames } from './useNames.js'

/**
 * Where a registration goes (spec section 4 pushes it before the wallet signs): a spinner while
 * the wallet signs and the server registers, then the name and Done, back to Account.
 */
export function RegisterAccountNameSuccess() {
  const { client } = useModalContext('RegisterAccountNameSuccess')
  const strings = useViewStrings('RegisterAccountNameSuccess', nameStrings)
  const { registration } = useNames()
  const registered = registration.status === 'registered'

  return (
    <div className="lk-name-done">
      <style>{nameStyles}</style>
      {registration.status === 'signing' ? (
        <>
          <span className="lk-spinner" aria-hidden="true" />
          <strong>{registration.name}</strong>
          <p role="status">{strings.nameSigning}</p>
        </>
      ) : (
        <>
          {registered && <strong data-testid="registered-name">{registration.name}</strong>}
          {registered && <p role="status">{strings.nameRegistered}</p>}
          {registered && <p>{strings.nameRegisteredNote}</p>}
          <button
            type="button"
            className="lk-button"
            data-wide=""
            onClick={() => resetView(client, 'Account')}
          >
            {strings.nameDone}
          </button>
        </>
      )}
    </div>
  )
}
