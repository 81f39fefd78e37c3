// @vitest-environment happy-dom
// UpdateEmailWallet through core's real embedded wallet and frame channel, from a real email
// login to Account's "Update email". The wallet frame (an iframe on another origin, which
// happy-dom cannot run) is the mock of packages/react/test/frameStandIn.ts, behind the channel's
// postMessage interface, as in the EmailLoginField test; the refusals it passes on are the
// server's words.
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getModal, getRouter, openModal } from '@latchkey/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { continueToView, endEmbeddedTest, frameUser, refusals } from '../../../test/frameStandIn.js'
import { getModalHost, modal } from '../../../test/setup.js'

const slow = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => endEmbeddedTest())

/** Logs in as ada@example.com by code, then opens Update email from Account. */
async function openUpdate() {
  const opened = await continueToView(
    {
      '@app/CONNECT_EMAIL': () => ({ payload: { action: 'VERIFY_OTP' } }),
      '@app/CONNECT_OTP': () => ({ payload: frameUser('ada@example.com') }),
      '@app/GET_USER': () => ({ payload: frameUser('ada@example.com') }),
    },
    'Enter the 6-digit code we sent to ada@example.com',
  )
  client = opened.client
  const code = modal().getByRole('textbox', { name: 'Code' })
  fireEvent.change(code, { target: { value: '123456' } })
  await waitFor(() => expect(getAccount(client, 'eip155').isConnected).toBe(true), slow)
  if (!getModal(client).open) act(() => openModal(client))
  fireEvent.click(await waitFor(() => modal().getByRole('button', { name: 'Update email' }), slow))
  await waitFor(() => modal().getByRole('textbox', { name: 'New email' }), slow)
  return opened.frame
}

const newEmail = () => modal().getByRole('textbox', { name: 'New email' }) as HTMLInputElement
const save = () => modal().getByRole('button', { name: 'Save' }) as HTMLButtonElement
const codeField = () => modal().getByRole('textbox', { name: 'Code' }) as HTMLInputElement

/** Types `email` as the new email and saves. */
function saveEmail(email: string) {
  fireEvent.change(newEmail(), { target: { value: email } })
  fireEvent.click(save())
}

describe('UpdateEmailWallet', () => {
  test('default: the current email and the new-email form, Save waiting for an email', async () => {
    await openUpdate()
    expect(modal().getByRole('heading', { name: 'Update email' })).toBeTruthy()
    expect(modal().getByText('Signed in as ada@example.com')).toBeTruthy()
    expect(save().disabled).toBe(true)
    fireEvent.change(newEmail(), { target: { value: 'grace@' } })
    expect(save().disabled).toBe(true)
    fireEvent.change(newEmail(), { target: { value: 'grace@example.com' } })
    expect(save().disabled).toBe(false)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a code to the current email, then to the new one; back to Account with the toast', async () => {
    const frame = await openUpdate()
    frame.on('@app/UPDATE_EMAIL', () => ({}))
    frame.on('@app/UPDATE_EMAIL_PRIMARY_OTP', () => ({}))
    frame.on('@app/UPDATE_EMAIL_SECONDARY_OTP', () => ({
      payload: { email: 'grace@example.com' },
    }))
    saveEmail('grace@example.com')
    // VERIFY_PRIMARY_OTP: the code went to the current email.
    await waitFor(() => modal().getByText('Enter the 6-digit code we sent to ada@example.com'))
    expect(frame.received('@app/UPDATE_EMAIL')[0]?.payload).toEqual({
      email: 'grace@example.com',
    })
    expect(modal().getByText('This confirms the change comes from you.')).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.change(codeField(), { target: { value: '111111' } })
    // VERIFY_SECONDARY_OTP: the code went to the new email, in a fresh field.
    await waitFor(() => modal().getByText('Enter the 6-digit code we sent to grace@example.com'))
    expect(frame.received('@app/UPDATE_EMAIL_PRIMARY_OTP')[0]?.payload).toEqual({ otp: '111111' })
    expect(modal().getByText('This confirms your new email.')).toBeTruthy()
    expect(codeField().value).toBe('')
    fireEvent.change(codeField(), { target: { value: '222222' } })
    await waitFor(() => modal().getByText('Signed in as grace@example.com'), slow)
    expect(frame.received('@app/UPDATE_EMAIL_SECONDARY_OTP')[0]?.payload).toEqual({
      otp: '222222',
    })
    expect(getRouter(client).view).toBe('Account')
    expect(modal().getByRole('button', { name: 'Update email' })).toBeTruthy()
    await waitFor(() => expect(modal().getByText('Email updated')).toBeTruthy())
    // The wallet's address stays.
    expect(getAccount(client, 'eip155').address).toBe(frameUser('ada@example.com').address)
  })

  test('behavior: an account without email (a social login) adds one with the new email’s code alone', async () => {
    const frame = await openUpdate()
    frame.on('@app/UPDATE_EMAIL', () => ({ payload: { action: 'VERIFY_SECONDARY_OTP' } }))
    frame.on('@app/UPDATE_EMAIL_SECONDARY_OTP', () => ({
      payload: { email: 'grace@example.com' },
    }))
    saveEmail('grace@example.com')
    // No code to a current email: the new email's at once.
    await waitFor(() => modal().getByText('Enter the 6-digit code we sent to grace@example.com'))
    expect(modal().getByText('This confirms your new email.')).toBeTruthy()
    fireEvent.change(codeField(), { target: { value: '222222' } })
    await waitFor(() => modal().getByText('Signed in as grace@example.com'), slow)
    expect(frame.received('@app/UPDATE_EMAIL_PRIMARY_OTP')).toEqual([])
    expect(frame.received('@app/UPDATE_EMAIL_SECONDARY_OTP')[0]?.payload).toEqual({
      otp: '222222',
    })
  })

  test.each([
    ['the same email', 'ada@example.com', refusals.emailUnchanged],
    ['an email in use', 'grace@example.com', refusals.emailInUse],
  ])('behavior: %s is refused under the field', async (_, email, reason) => {
    const frame = await openUpdate()
    frame.on('@app/UPDATE_EMAIL', () => ({ error: reason }))
    saveEmail(email)
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(reason))
    expect(newEmail().getAttribute('aria-invalid')).toBe('true')
    expect(newEmail().getAttribute('aria-describedby')).toBe(modal().getByRole('alert').id)
    expect(newEmail().value).toBe(email)
    expect(save().disabled).toBe(false)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a wrong code is refused and the field empties for another', async () => {
    const frame = await openUpdate()
    frame.on('@app/UPDATE_EMAIL', () => ({}))
    frame.on('@app/UPDATE_EMAIL_PRIMARY_OTP', (event) =>
      event.payload?.otp === '111111' ? { payload: undefined } : { error: refusals.otpInvalid },
    )
    saveEmail('grace@example.com')
    await waitFor(() => modal().getByText('Enter the 6-digit code we sent to ada@example.com'))
    fireEvent.change(codeField(), { target: { value: '999999' } })
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(refusals.otpInvalid))
    expect(codeField().value).toBe('')
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    expect(modal().getByText('Enter the 6-digit code we sent to ada@example.com')).toBeTruthy()
    // The right code then moves on.
    fireEvent.change(codeField(), { target: { value: '111111' } })
    await waitFor(() => modal().getByText('Enter the 6-digit code we sent to grace@example.com'))
    expect(modal().queryByRole('alert')).toBeNull()
  })
})
