// @vitest-environment happy-dom
// Checking the emailed code against core's real frame channel and embedded wallet, with the
// stand-in frame of test/createFrameStandIn.ts answering as the wallet frame would (the refusal
// is the server's words, packages/server/src/errors/embedded.ts).
import { afterEach, describe, expect, test } from 'vitest'
import { createFrameStandIn, endFrameStandIn, frameUser } from '../../test/createFrameStandIn.js'
import { getAccount } from '../actions/getAccount.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { getEmbeddedState } from './getEmbeddedState.js'
import { verifyEmailCode } from './verifyEmailCode.js'

const user = frameUser('ada@example.com')

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

describe('verifyEmailCode', () => {
  test('default: the code holds, the login is remembered and the wallet connects', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_OTP': { payload: user },
      '@app/GET_USER': { payload: user },
    })
    client = frame.client
    client.storage.setItem(embeddedStorageKeys.loginTime, Date.now())
    await verifyEmailCode(client, { otp: '123456' })
    expect(frame.received('@app/CONNECT_OTP').map((event) => event.payload)).toEqual([
      { otp: '123456' },
    ])
    expect(getEmbeddedState(client)).toMatchObject({ step: 'idle', userEmail: 'ada@example.com' })
    expect(client.storage.getItem(embeddedStorageKeys.email)).toBe('ada@example.com')
    expect(client.storage.getItem(embeddedStorageKeys.lastUsedChainId)).toBe(31337)
    expect(client.storage.getItem(embeddedStorageKeys.loginTime)).toBeNull()
    expect(getAccount(client)).toMatchObject({
      isConnected: true,
      address: user.address,
      connectedWalletInfo: expect.objectContaining({ type: 'AUTH' }),
    })
  })

  test('behavior: a wrong code is refused with the server words; the code step stays', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_OTP': { error: 'Invalid code', code: 4001 },
    })
    client = frame.client
    const error = await verifyEmailCode(client, { otp: '000000' }).catch((reason) => reason)
    expect(error).toBeInstanceOf(EmbeddedProviderError)
    expect(error).toMatchObject({ message: 'Invalid code', code: 4001 })
    expect(getEmbeddedState(client)).toMatchObject({ step: 'otp', error: 'Invalid code' })
    expect(getAccount(client).isConnected).toBe(false)
    expect(frame.received('@app/GET_USER')).toEqual([])
  })

  test('behavior: with passphrase recovery the frame asks for it, with no time-out, then connects', async () => {
    const frame = await createFrameStandIn({
      '@app/CONNECT_OTP': { payload: { action: 'PASSPHRASE' } },
      '@app/CONNECT_PASSPHRASE': 'hold',
      '@app/GET_USER': { payload: user },
    })
    client = frame.client
    const verified = verifyEmailCode(client, { otp: '123456' })
    await expect.poll(() => getEmbeddedState(client!).step).toBe('passphrase')
    expect(frame.reply('@app/CONNECT_PASSPHRASE', { payload: user })).toBe(true)
    await verified
    expect(getEmbeddedState(client)).toMatchObject({ step: 'idle', userEmail: 'ada@example.com' })
    expect(getAccount(client).address).toBe(user.address)
  })
})
