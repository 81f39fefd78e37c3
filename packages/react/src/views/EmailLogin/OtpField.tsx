import { type ClipboardEvent, useEffect, useRef, useState } from 'react'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useViewStrings } from '../../modal/ModalContext.js'

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6)
const cells = [0, 1, 2, 3, 4, 5]

/**
 * A 6-digit one-time code, typed or pasted (the code is taken from pasted text), handed to
 * `onComplete` as soon as all six are in; when that fails the field empties and takes focus.
 * One labelled input (what assistive technology and a paste meet) lies over six digit cells
 * drawn for the eye, the next one to fill marked while the field has focus.
 */
export function OtpField(parameters: {
  describedBy: string
  invalid: boolean
  disabled: boolean
  onComplete(code: string): Promise<unknown>
}) {
  const strings = useViewStrings('OtpField', emailStrings)
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  const change = (value: string) => {
    const digits = digitsOf(value)
    setCode(digits)
    if (digits.length !== 6) return
    parameters.onComplete(digits).catch(() => {
      setCode('')
      input.current?.focus()
    })
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    change(event.clipboardData.getData('text'))
  }
  return (
    <div className="lk-otp">
      <input
        ref={input}
        className="lk-otp-input"
        aria-label={strings.emailCodeLabel}
        aria-describedby={parameters.describedBy}
        aria-invalid={parameters.invalid || undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        spellCheck={false}
        value={code}
        disabled={parameters.disabled}
        onChange={(event) => change(event.target.value)}
        onPaste={paste}
      />
      <span className="lk-otp-cells" aria-hidden="true">
        {cells.map((cell) => (
          <span
            key={cell}
            className="lk-otp-cell"
            data-current={cell === Math.min(code.length, 5) ? '' : undefined}
            data-filled={cell < code.length ? '' : undefined}
          >
            {code[cell] ?? ''}
          </span>
        ))}
      </span>
    </div>
  )
}
