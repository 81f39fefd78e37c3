// @vitest-environment happy-dom
// EmailVerifyDevice through core's real embedded wallet and frame channel. The wallet frame (an
// iframe on another origin, which happy-dom cannot run) is the mock of
// packages/react/test/frameStandIn.ts, behind the channel's postMessage interface, as in the
// EmailLoginField test. The real frame answers CONNECT_DEVICE within 20 s, approved or not.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { continueToView, endEmbeddedTest, refusals } from '../../../test/frameStandIn.js'
import { getModalHost, modal } from '../../../test/setup.js'

const slow = { timeout: 5000 }
afterEach(() => endEmbeddedTest())

/** Logs in as a new device: the frame answers CONNECT_EMAIL with VERIFY_DEVICE. */
async function openDevice({ fakeTimers = false } = {}) {
  const opened = await continueToView(
    {
      '@app/CONNECT_EMAIL': () => ({ payload: { action: 'VERIFY_DEVICE' } }),
    },
    'Register this device to continue',
    { fakeTimers },
  )
  // The view asks the frame to wait for the emailed link.
  await waitFor(() => expect(opened.frame.received('@app/CONNECT_DEVICE')).toHaveLength(1))
  return opened.frame
}

const resendButton = () =>
  modal().getByRole('button', { name: /^Resend email/ }) as HTMLButtonElement

describe('EmailVerifyDevice', () => {
  test('default: the heading, the email, the waiting status and the resend countdown', async () => {
    await openDevice()
    expect(modal().getByRole('heading', { name: 'Register this device' })).toBeTruthy()
    expect(modal().getByText(/We sent an approval link to ada@example\.com/)).toBeTruthy()
    expect(modal().getByText('Waiting for approval…').getAttribute('role')).toBe('status')
    expect(resendButton().textContent).toMatch(/^Resend email in (30|29)s$/)
    expect(resendButton().disabled).toBe(true)
    expect(modal().queryByRole('alert')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: Resend email shows once 30 s have passed, and sends the email again', async () => {
    const frame = await openDevice({ fakeTimers: true })
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(resendButton().textContent).toMatch(/^Resend email in (10|9)s$/)
    // The frame's 20 s wait ends unapproved: the view keeps waiting.
    frame.reply('@app/CONNECT_DEVICE', { payload: { action: 'VERIFY_DEVICE' } })
    await waitFor(() => expect(frame.received('@app/CONNECT_DEVICE')).toHaveLength(2))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await waitFor(() => expect(resendButton().textContent).toBe('Resend email'))
    expect(resendButton().disabled).toBe(false)
    expect(modal().getByText('Waiting for approval…')).toBeTruthy()
    fireEvent.click(resendButton())
    await waitFor(() => expect(frame.received('@app/CONNECT_EMAIL')).toHaveLength(2))
    expect(frame.received('@app/CONNECT_EMAIL')[1]?.payload).toEqual({ email: 'ada@example.com' })
    await waitFor(() => expect(resendButton().textContent).toMatch(/^Resend email in (30|29)s$/))
  })

  test('behavior: once the device is approved, the code view follows', async () => {
    const frame = await openDevice()
    frame.reply('@app/CONNECT_DEVICE', { payload: { action: 'VERIFY_OTP' } })
    await waitFor(
      () => modal().getByText('Enter the 6-digit code we sent to ada@example.com'),
      slow,
    )
    expect(modal().getByRole('textbox', { name: 'Code' })).toBeTruthy()
    expect(modal().queryByText('Register this device to continue')).toBeNull()
  })

  test('behavior: a refusal passed on by the frame shows as an alert in place of the status', async () => {
    const frame = await openDevice()
    frame.reply('@app/CONNECT_DEVICE', { error: refusals.deviceLinkInvalid })
    await waitFor(() =>
      expect(modal().getByRole('alert').textContent).toBe(refusals.deviceLinkInvalid),
    )
    expect(modal().queryByText('Waiting for approval…')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a frame that does not answer for 30 s shows the time-out alert', async () => {
    await openDevice({ fakeTimers: true })
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(modal().queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() =>
      expect(modal().getByRole('alert').textContent).toBe(
        'The wallet did not answer in time. Please try again.',
      ),
    )
    expect(modal().queryByText('Waiting for approval…')).toBeNull()
  })
})
