// @vitest-environment happy-dom
// The email change against core's real frame channel, with the stand-in frame of
// test/createFrameStandIn.ts (happy-dom loads no page into the iframe).
import { afterEach, describe, expect, test } from 'vitest'
import {
  createFrameStandIn,
  endFrameStandIn,
  type FrameStandInReplies,
} from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { updateEmail } from './updateEmail.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'

/** A client whose frame answers each event type as `replies` say (others succeed empty). */
async function setup(replies: FrameStandInReplies) {
  const frame = await createFrameStandIn(replies)
  return { client: frame.client, received: () => frame.received().map((event) => event.type) }
}

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

describe('updateEmail and verifyEmailUpdate', () => {
  test('behavior: a code to the current email, then to the new one; the email changes with a toast', async () => {
    const test = await setup({
      '@app/UPDATE_EMAIL_SECONDARY_OTP': { payload: { email: 'grace@example.com' } },
    })
    client = test.client
    const state = getEmbeddedSource(client)?.state
    state?.setState({ userEmail: 'ada@example.com' })
    await updateEmail(client, { email: 'grace@example.com' })
    expect(state?.getState().update).toEqual({
      step: 'VERIFY_PRIMARY_OTP',
      email: 'grace@example.com',
      busy: false,
      error: undefined,
    })
    await verifyEmailUpdate(client, { otp: '123456' })
    expect(state?.getState().update.step).toBe('VERIFY_SECONDARY_OTP')
    await verifyEmailUpdate(client, { otp: '654321' })
    expect(state?.getState().userEmail).toBe('grace@example.com')
    expect(state?.getState().update.step).toBe('idle')
    expect(client.stores.toast.getState()).toMatchObject({ message: 'Email updated' })
    expect(test.received()).toEqual(
      expect.arrayContaining([
        '@app/UPDATE_EMAIL',
        '@app/UPDATE_EMAIL_PRIMARY_OTP',
        '@app/UPDATE_EMAIL_SECONDARY_OTP',
      ]),
    )
  })

  test("behavior: an account without an email (a social login's) adds one: a code to it alone, then 'Email added'", async () => {
    const test = await setup({
      '@app/UPDATE_EMAIL': { payload: { action: 'VERIFY_SECONDARY_OTP' } },
      '@app/UPDATE_EMAIL_SECONDARY_OTP': { payload: { email: 'grace@example.com' } },
    })
    client = test.client
    const state = getEmbeddedSource(client)?.state
    expect(state?.getState().userEmail).toBeUndefined()
    await updateEmail(client, { email: 'grace@example.com' })
    expect(state?.getState().update.step).toBe('VERIFY_SECONDARY_OTP')
    await verifyEmailUpdate(client, { otp: '654321' })
    expect(state?.getState().userEmail).toBe('grace@example.com')
    expect(client.stores.toast.getState()).toMatchObject({
      message: 'Email added',
      variant: 'success',
    })
    expect(test.received()).not.toContain('@app/UPDATE_EMAIL_PRIMARY_OTP')
  })

  test('behavior: a refusal is kept for the view and the step stays', async () => {
    const test = await setup({ '@app/UPDATE_EMAIL': { error: 'This email is already in use' } })
    client = test.client
    await expect(updateEmail(client, { email: 'grace@example.com' })).rejects.toThrow(
      'This email is already in use',
    )
    expect(getEmbeddedSource(client)?.state.getState().update).toMatchObject({
      step: 'idle',
      busy: false,
      error: 'This email is already in use',
    })
  })
})
