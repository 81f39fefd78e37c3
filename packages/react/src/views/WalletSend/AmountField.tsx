import { type ReactNode, useId } from 'react'
import { useViewStrings } from '../../modal/ModalContext.js'
import { sendViewStrings } from './sendViewStrings.js'

/** What `AmountField` takes. */
export type AmountFieldProps = {
  label: string
  value: string
  onChange(value: string): void
  /** Beside the input: the token button, the currency. */
  children: ReactNode
  /** Under the input, left: the amount's value in dollars. */
  usdValue?: number | undefined
  /** Under the input, right: the balance (formatted) with Max. */
  balance?: { text: string; onMax(): void } | undefined
  /** Under the input instead: a note of the form's own (Buy's limits), with its id for the input. */
  note?: { id: string; text: string } | undefined
  invalid?: boolean | undefined
}

/**
 * The amount field of Send, Swap and Buy: its label, the decimal input and what is chosen beside
 * it, then the value in dollars with the balance and Max (or the form's own note).
 */
export function AmountField(props: AmountFieldProps) {
  const strings = useViewStrings('AmountField', sendViewStrings)
  const id = useId()
  const { balance, note, usdValue } = props
  return (
    <div className="lk-field">
      <label className="lk-field-label" htmlFor={id}>
        {props.label}
      </label>
      <div className="lk-field-row">
        <input
          id={id}
          className="lk-input lk-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-describedby={note?.id}
          aria-invalid={props.invalid}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {props.children}
      </div>
      <div className="lk-field-row lk-field-note">
        {note ? (
          <span id={note.id}>{note.text}</span>
        ) : (
          <>
            <span>{usdValue === undefined ? '' : strings.usdValue(usdValue)}</span>
            {balance && (
              // The balance and its Max stay together when a large value wraps the line.
              <span className="lk-field-balance">
                <span>{strings.sendBalance(balance.text)}</span>
                <button type="button" className="lk-chip-button" onClick={balance.onMax}>
                  {strings.sendMax}
                </button>
              </span>
            )}
          </>
        )}
      </div>
    </div>
  )
}
