import { getAccount, watchAccount } from '@latchkey/core'
import {
  chooseNameSuggestion,
  getNameAccount,
  type NamesState,
  registerName,
  setNameInput,
  startNameRegistration,
} from '@latchkey/core/modal'
import { useEffect, useId, useRef } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { nameStrings } from '../../i18n/nameStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { nameStyles } from './nameStyles.js'
import { useNames } from './useNames.js'

type NameStrings = typeof nameStrings

/**
 * The name form: the label typed before the suffix, what the rule says or whether it is free
 * (read out as it changes), free names to pick, and Register, enabled once the name is valid and
 * free. Registering opens RegisterAccountNameSuccess; a failure comes back here with its reason.
 */
export function RegisterAccountName() {
  const { client } = useModalContext('RegisterAccountName')
  const strings = useViewStrings('RegisterAccountName', nameStrings)
  const state = useNames()
  const { caipAddress } = useClientValue(client, getAccount, watchAccount)
  const inputId = useId()
  const suffixId = useId()
  const statusId = useId()
  const suggestionsId = useId()
  const input = useRef<HTMLInputElement>(null)

  // A new account (or a finished registration) starts an empty form.
  useEffect(() => {
    if (caipAddress) startNameRegistration(client)
  }, [client, caipAddress])

  if (!getNameAccount(client)) return <p className="lk-empty">{strings.namesUnsupported}</p>
  const { availability, registration } = state
  const signing = registration.status === 'signing'
  const ready = !state.problem && availability.status === 'available' && !signing
  const status = getStatus(state, strings)

  return (
    <form
      className="lk-name-form"
      onSubmit={(event) => {
        event.preventDefault()
        // A failure shows on this form (core brings it back with the reason).
        if (ready) registerName(client).catch(() => {})
      }}
    >
      <style>{nameStyles}</style>
      <div className="lk-name-field">
        <label htmlFor={inputId}>{strings.nameLabel}</label>
        {/* A press on the suffix or beside the text types into the field, as on the field itself. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control; this only moves the pointer's focus to it. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input is reached by keyboard itself. */}
        <div className="lk-name-row" onClick={() => input.current?.focus()}>
          <input
            ref={input}
            id={inputId}
            className="lk-name-input"
            value={state.input}
            placeholder={strings.namePlaceholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={255}
            aria-invalid={status.tone === 'bad' || undefined}
            aria-describedby={`${suffixId} ${statusId}`}
            onChange={(event) => setNameInput(client, { input: event.target.value })}
          />
          <span className="lk-name-suffix" id={suffixId}>
            .{state.suffix}
          </span>
        </div>
      </div>
      <p
        className="lk-name-status"
        id={statusId}
        aria-live="polite"
        data-tone={status.tone}
        data-testid="name-status"
      >
        {status.text}
      </p>
      {state.suggestions.length > 0 && (
        <section className="lk-name-suggestions" aria-labelledby={suggestionsId}>
          <h3 id={suggestionsId}>{strings.nameSuggestions}</h3>
          <ul>
            {state.suggestions.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="lk-name-chip"
                  title={name}
                  onClick={() => chooseNameSuggestion(client, { name })}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {registration.status === 'failed' && (
        <p className="lk-name-error" role="alert">
          {registration.message === nameStrings.nameDeclined
            ? strings.nameDeclined
            : registration.message}
        </p>
      )}
      <button
        type="submit"
        className="lk-button"
        data-wide=""
        disabled={!ready}
        aria-busy={signing || undefined}
      >
        {signing && <span className="lk-spinner" aria-hidden="true" />}
        {signing ? strings.nameSigning : strings.registerName}
      </button>
    </form>
  )
}

/** The line under the field: the rule, its breach, or the name's availability. */
function getStatus(
  state: NamesState,
  strings: NameStrings,
): { text: string; tone?: 'good' | 'bad' } {
  if (state.problem) return { text: strings.nameProblems[state.problem], tone: 'bad' }
  const { availability } = state
  switch (availability.status) {
    case 'checking':
      return { text: strings.nameChecking }
    case 'available':
      return { text: strings.nameAvailable(availability.name), tone: 'good' }
    case 'taken':
      return { text: strings.nameTaken(availability.name), tone: 'bad' }
    case 'failed':
      return { text: strings.nameSuggestionsError, tone: 'bad' }
    default:
      return { text: strings.nameRule }
  }
}
