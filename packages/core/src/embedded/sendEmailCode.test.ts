// @vitest-environment happy-dom
// The email login's first step against core's real frame channel, with the stand-in frame of
// test/createFrameStandIn.ts (happy-dom loads no page into the iframe).
import { afterEach, describe, expect, test } from 'vitest'
import { createFrameStandIn, endFrameStandIn } from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { sendEmailCode } from './sendEmailCode.js'

/** A client whose frame answers CONNECT_EMAIL with `action`. */
const setup = (action: string) =>
  createFrameStandIn({ '@app/CONNECT_EMAIL': { payload: { action } } })

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

describe('sendEmailCode', () => {
  test('behavior: the code is sent; a second one within 30 s is refused with the seconds left', async () => {
    const test = await setup('VERIFY_OTP')
    client = test.client
    const state = getEmbeddedSource(client)?.state
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).resolves.toBe('otp')
    expect(test.received('@app/CONNECT_EMAIL')).toEqual([
      expect.objectContaining({ payload: { email: 'ada@example.com' } }),
    ])
    expect(state?.getState()).toMatchObject({ step: 'otp', email: 'ada@example.com' })
    expect(client.storage.getItem(embeddedStorageKeys.loginTime)).toEqual(expect.any(Number))

    await expect(sendEmailCode(client, { email: 'ada@example.com' })).rejects.toThrow(
      /^Please try again after (30|29) seconds$/,
    )
    expect(state?.getState().step).toBe('idle')
    expect(state?.getState().error).toMatch(/^Please try again after/)
    expect(test.received('@app/CONNECT_EMAIL')).toHaveLength(1)
  })

  test('behavior: a new device of an account with a wallet waits for its approval link', async () => {
    const test = await setup('VERIFY_DEVICE')
    client = test.client
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).resolves.toBe('device')
    expect(getEmbeddedSource(client)?.state.getState().step).toBe('device')
  })

  test('behavior: one wallet per client, dropped by destroy()', async () => {
    const test = await setup('VERIFY_OTP')
    client = test.client
    const wallet = getEmbeddedWallet(client)
    expect(getEmbeddedWallet(client)).toBe(wallet)
    expect(client.features.get('embedded')).toBe(wallet)
    client.destroy()
    expect(client.features.get('embedded')).toBeUndefined()
    client = undefined
  })
})
