// @vitest-environment happy-dom
// Signing out of the embedded wallet against core's real frame channel, embedded wallet and
// provider, with the stand-in frame of test/createFrameStandIn.ts answering as the wallet frame
// would.
import { afterEach, describe, expect, test } from 'vitest'
import { createFrameStandIn, endFrameStandIn, frameUser } from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { ProviderRpcError } from '../errors/RpcError.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { getEmbeddedState } from './getEmbeddedState.js'
import { signOutEmbedded } from './signOutEmbedded.js'
import { verifyEmailCode } from './verifyEmailCode.js'

const user = frameUser('ada@example.com')

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

/** A user logged in by email, the frame holding transactions for the user's approval. */
async function loggedIn() {
  const frame = await createFrameStandIn({
    '@app/CONNECT_OTP': { payload: user },
    '@app/GET_USER': { payload: user },
    '@app/RPC_REQUEST': 'hold',
  })
  client = frame.client
  await verifyEmailCode(client, { otp: '123456' })
  return { frame, client }
}

describe('signOutEmbedded', () => {
  test('default: the frame signs out, the login cache is forgotten, the state cleared', async () => {
    const { frame, client } = await loggedIn()
    expect(client.storage.getItem(embeddedStorageKeys.email)).toBe('ada@example.com')
    await signOutEmbedded(client)
    expect(frame.received('@app/SIGN_OUT')).toHaveLength(1)
    for (const key of ['email', 'emailUsed', 'lastChain', 'loginTime'] as const)
      expect(client.storage.getItem(embeddedStorageKeys[key])).toBeNull()
    // The last chain id stays, for the next login.
    expect(client.storage.getItem(embeddedStorageKeys.lastUsedChainId)).toBe(31337)
    expect(getEmbeddedState(client)).toMatchObject({
      step: 'idle',
      userEmail: undefined,
      email: undefined,
      error: undefined,
    })
  })

  test('behavior: what waits for the user approval is given up as declined (4001)', async () => {
    const { frame, client } = await loggedIn()
    const { provider } = getEmbeddedWallet(client)
    const sending = provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: user.address, to: user.address }],
      })
      .catch((reason: unknown) => reason)
    await expect.poll(() => frame.received('@app/RPC_REQUEST')).toHaveLength(1)
    await signOutEmbedded(client)
    const error = await sending
    expect(error).toBeInstanceOf(EmbeddedProviderError)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'Request was aborted' })
    const [pending] = frame.received('@app/RPC_REQUEST')
    expect(frame.received('@app/RPC_ABORT').map((event) => event.payload)).toEqual([
      { requestId: pending?.id },
    ])
  })

  test('behavior: a frame refusing to sign out keeps the user signed in', async () => {
    const { frame, client } = await loggedIn()
    frame.on('@app/SIGN_OUT', { error: 'Not logged in', code: 4100 })
    await expect(signOutEmbedded(client)).rejects.toMatchObject({
      message: 'Not logged in',
      code: 4100,
    })
    expect(getEmbeddedState(client).userEmail).toBe('ada@example.com')
    expect(client.storage.getItem(embeddedStorageKeys.email)).toBe('ada@example.com')
  })
})
