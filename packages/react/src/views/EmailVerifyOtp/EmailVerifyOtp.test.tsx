// @vitest-environment happy-dom
// EmailVerifyOtp through core's real embedded wallet and frame channel. The wallet frame (an
// iframe on another origin, which happy-dom cannot run) is the mock of
// packages/react/test/frameStandIn.ts, behind the channel's postMessage interface, as in the
// EmailLoginField test; the refusals it passes on are the server's words.
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount } from '@latchkey/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { continueToView, endEmbeddedTest, frameUser, refusals } from '../../../test/frameStandIn.js'
import { getModalHost, hasFocus, modal } from '../../../test/setup.js'

const slow = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => endEmbeddedTest())

/** Logs in by email: the frame answers CONNECT_EMAIL with VERIFY_OTP (a code went out). */
async function openOtp({ fakeTimers = false } = {}) {
  const opened = await continueToView(
    {
      '@app/CONNECT_EMAIL': () => ({ payload: { action: 'VERIFY_OTP' } }),
      '@app/GET_USER': () => ({ payload: frameUser('ada@example.com') }),
    },
    'Enter the 6-digit code we sent to ada@example.com',
    { fakeTimers },
  )
  client = opened.client
  return opened.frame
}

const codeField = () => modal().getByRole('textbox', { name: 'Code' }) as HTMLInputElement
const resendButton = () =>
  modal().getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement
const timeoutMessage = 'The wallet did not answer in time. Please try again.'

describe('EmailVerifyOtp', () => {
  test('default: the code field has focus, with the validity note and the resend countdown', async () => {
    await openOtp()
    expect(modal().getByRole('heading', { name: 'Confirm email' })).toBeTruthy()
    await waitFor(() => expect(hasFocus(codeField())).toBe(true))
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code')
    expect(modal().getByText('The code expires in 10 minutes')).toBeTruthy()
    expect(resendButton().textContent).toMatch(/^Resend code in (30|29)s$/)
    expect(resendButton().disabled).toBe(true)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('default: six digit cells show what the one labelled field holds, the next one marked', async () => {
    const frame = await openOtp()
    frame.on('@app/CONNECT_OTP', () => 'hold')
    const cells = () => [...(getModalHost().shadowRoot?.querySelectorAll('.lk-otp-cell') ?? [])]
    expect(cells()).toHaveLength(6)
    // The cells are drawn for the eye: assistive technology meets the one field named Code.
    expect(cells()[0]?.parentElement?.getAttribute('aria-hidden')).toBe('true')
    expect(modal().getAllByRole('textbox')).toHaveLength(1)
    fireEvent.change(codeField(), { target: { value: '12' } })
    expect(cells().map((cell) => cell.textContent)).toEqual(['1', '2', '', '', '', ''])
    expect(cells()[2]?.hasAttribute('data-current')).toBe(true)
    fireEvent.paste(codeField(), { clipboardData: { getData: () => '654 321' } })
    expect(cells().map((cell) => cell.textContent)).toEqual(['6', '5', '4', '3', '2', '1'])
    await waitFor(() => expect(frame.received('@app/CONNECT_OTP')).toHaveLength(1))
  })

  test('behavior: a pasted code is taken from the text and checked; the wallet connects', async () => {
    const frame = await openOtp()
    frame.on('@app/CONNECT_OTP', () => 'hold')
    fireEvent.paste(codeField(), {
      clipboardData: { getData: () => 'Your code: 123 456' },
    })
    await waitFor(() => expect(frame.received('@app/CONNECT_OTP')).toHaveLength(1))
    expect(frame.received('@app/CONNECT_OTP')[0]?.payload).toEqual({ otp: '123456' })
    expect(codeField().value).toBe('123456')
    expect(codeField().disabled).toBe(true)
    expect(modal().getByText('Checking code…')).toBeTruthy()
    frame.reply('@app/CONNECT_OTP', { payload: frameUser('ada@example.com') })
    await waitFor(() => expect(getAccount(client, 'eip155').isConnected).toBe(true), slow)
    expect(getAccount(client, 'eip155').address).toBe(frameUser('ada@example.com').address)
    await waitFor(() => expect(modal().queryByRole('textbox', { name: 'Code' })).toBeNull(), slow)
  })

  test.each([
    ['wrong', refusals.otpInvalid],
    ['expired', refusals.otpExpired],
  ])(
    'behavior: a %s code shows the reason and the field empties for another',
    async (_, reason) => {
      const frame = await openOtp()
      frame.on('@app/CONNECT_OTP', () => ({ error: reason }))
      fireEvent.change(codeField(), { target: { value: '000000' } })
      await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(reason))
      expect(codeField().value).toBe('')
      expect(codeField().disabled).toBe(false)
      expect(codeField().getAttribute('aria-invalid')).toBe('true')
      expect(codeField().getAttribute('aria-describedby')).toContain(modal().getByRole('alert').id)
      expect(await checkAccessibility(getModalHost())).toEqual([])
    },
  )

  test('behavior: Resend code shows once 30 s have passed, and sends a code again', async () => {
    const frame = await openOtp({ fakeTimers: true })
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(resendButton().disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(resendButton().textContent).toBe('Resend code'))
    expect(resendButton().disabled).toBe(false)
    fireEvent.click(resendButton())
    await waitFor(() => expect(frame.received('@app/CONNECT_EMAIL')).toHaveLength(2))
    expect(frame.received('@app/CONNECT_EMAIL')[1]?.payload).toEqual({ email: 'ada@example.com' })
    await waitFor(() => expect(resendButton().textContent).toMatch(/^Resend code in (30|29)s$/))
  })

  test('behavior: a frame that does not answer the code for 30 s shows the time-out alert', async () => {
    const frame = await openOtp({ fakeTimers: true })
    fireEvent.change(codeField(), { target: { value: '123456' } })
    await waitFor(() => expect(frame.received('@app/CONNECT_OTP')).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(modal().queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(timeoutMessage))
    // The field empties and takes another try.
    expect(codeField().value).toBe('')
    expect(codeField().disabled).toBe(false)
  })
})
