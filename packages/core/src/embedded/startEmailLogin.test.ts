// @vitest-environment happy-dom
// The email login's first action against core's real frame channel and embedded wallet, with
// the stand-in frame of test/createFrameStandIn.ts answering as the wallet frame would.
import { afterEach, describe, expect, test } from 'vitest'
import { createFrameStandIn, endFrameStandIn } from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedState } from './getEmbeddedState.js'
import { startEmailLogin } from './startEmailLogin.js'

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

describe('startEmailLogin', () => {
  test('default: the code goes out and EmailVerifyOtp shows', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_EMAIL': { payload: { action: 'VERIFY_OTP' } },
    })
    client = frame.client
    await startEmailLogin(client, { email: 'ada@example.com' })
    expect(frame.received('@app/CONNECT_EMAIL').map((event) => event.payload)).toEqual([
      { email: 'ada@example.com' },
    ])
    expect(client.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(getEmbeddedState(client)).toMatchObject({ step: 'otp', email: 'ada@example.com' })
  })

  test('behavior: a new device of an account with a wallet shows EmailVerifyDevice', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_EMAIL': { payload: { action: 'VERIFY_DEVICE' } },
    })
    client = frame.client
    await startEmailLogin(client, { email: 'ada@example.com' })
    expect(client.stores.router.getState().view).toBe('EmailVerifyDevice')
    expect(getEmbeddedState(client).step).toBe('device')
  })

  test('behavior: the server refusing the email keeps the view, its words under the field', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_EMAIL': { error: 'Too many codes for this email: try again later' },
    })
    client = frame.client
    const view = client.stores.router.getState().view
    await expect(startEmailLogin(client, { email: 'ada@example.com' })).rejects.toThrow(
      'Too many codes for this email: try again later',
    )
    expect(client.stores.router.getState().view).toBe(view)
    expect(getEmbeddedState(client)).toMatchObject({
      step: 'idle',
      error: 'Too many codes for this email: try again later',
      alert: undefined,
    })
  })
})
