// @vitest-environment happy-dom
// Waiting for a new device's emailed approval against core's real frame channel and embedded
// wallet, with the stand-in frame of test/createFrameStandIn.ts answering as the wallet frame
// would: VERIFY_DEVICE while the link is not opened yet, VERIFY_OTP once it is and a code went.
import { afterEach, describe, expect, test } from 'vitest'
import { createFrameStandIn, endFrameStandIn } from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedState } from './getEmbeddedState.js'
import { startEmailLogin } from './startEmailLogin.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

/** A login that reached EmailVerifyDevice, the frame holding each CONNECT_DEVICE. */
async function atDeviceStep() {
  const frame = await createFrameStandIn({
    '@app/CONNECT_EMAIL': { payload: { action: 'VERIFY_DEVICE' } },
    '@app/CONNECT_DEVICE': 'hold',
  })
  client = frame.client
  await startEmailLogin(client, { email: 'ada@example.com' })
  expect(client.stores.router.getState().view).toBe('EmailVerifyDevice')
  return { frame, client }
}

describe('waitForDeviceApproval', () => {
  test('default: asks again while the link is not opened, then moves on to the code', async () => {
    const { frame, client } = await atDeviceStep()
    const waiting = waitForDeviceApproval(client)
    await expect.poll(() => frame.received('@app/CONNECT_DEVICE')).toHaveLength(1)
    frame.reply('@app/CONNECT_DEVICE', { payload: { action: 'VERIFY_DEVICE' } })
    await expect.poll(() => frame.received('@app/CONNECT_DEVICE')).toHaveLength(2)
    expect(client.stores.router.getState().view).toBe('EmailVerifyDevice')
    frame.reply('@app/CONNECT_DEVICE', { payload: { action: 'VERIFY_OTP' } })
    await waiting
    expect(client.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(getEmbeddedState(client)).toMatchObject({ step: 'otp', error: undefined })
    expect(getEmbeddedState(client).lastSentAt).toEqual(expect.any(Number))
    expect(frame.received('@app/CONNECT_DEVICE')).toHaveLength(2)
  })

  test('behavior: leaving the view stops the wait; a late approval moves nothing', async () => {
    const { frame, client } = await atDeviceStep()
    const waiting = waitForDeviceApproval(client)
    await expect.poll(() => frame.received('@app/CONNECT_DEVICE')).toHaveLength(1)
    client.stores.router.goBack()
    const view = client.stores.router.getState().view
    frame.reply('@app/CONNECT_DEVICE', { payload: { action: 'VERIFY_OTP' } })
    await waiting
    expect(client.stores.router.getState().view).toBe(view)
    expect(getEmbeddedState(client).step).toBe('device')
    expect(frame.received('@app/CONNECT_DEVICE')).toHaveLength(1)
  })

  test('behavior: a refused link shows the server words on the device step', async () => {
    const { frame, client } = await atDeviceStep()
    const waiting = waitForDeviceApproval(client).catch((reason: unknown) => reason)
    await expect.poll(() => frame.received('@app/CONNECT_DEVICE')).toHaveLength(1)
    frame.reply('@app/CONNECT_DEVICE', { error: 'This link has expired or was already used' })
    expect(await waiting).toMatchObject({ message: 'This link has expired or was already used' })
    expect(getEmbeddedState(client)).toMatchObject({
      step: 'device',
      error: 'This link has expired or was already used',
    })
    expect(client.stores.router.getState().view).toBe('EmailVerifyDevice')
  })
})
