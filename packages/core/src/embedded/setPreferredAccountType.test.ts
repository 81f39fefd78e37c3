// @vitest-environment happy-dom
// The embedded wallet's account types against core's real frame channel and embedded wallet, the
// stand-in frame of test/createFrameStandIn.ts answering as the wallet frame does with a smart
// account: the account state follows its answers, and the preference reaches it before the user.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFrameStandIn, endFrameStandIn } from '../../test/createFrameStandIn.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'
import { verifyEmailCode } from './verifyEmailCode.js'

const smart = '0x4A99a7E0bC2b50A1E3F8c1D0b9E7e5b3C0A9d825'
const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let client: LatchkeyClient | undefined
afterEach(() => endFrameStandIn(client))

/** A frame whose user has a smart account (not deployed) and its EOA, the smart one preferred. */
async function smartFrame() {
  let preferred: 'eoa' | 'smartAccount' = 'smartAccount'
  const user = () => ({
    email: 'ada@example.com',
    address: preferred === 'smartAccount' ? smart : eoa,
    chainId: 31337,
    accounts: [
      { address: smart, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ],
    smartAccountDeployed: false,
    preferredAccountType: preferred,
  })
  const frame = await createFrameStandIn({
    '@app/CONNECT_OTP': () => ({ payload: user() }),
    '@app/GET_USER': () => ({ payload: user() }),
    '@app/SET_PREFERRED_ACCOUNT': (event) => {
      preferred = event.payload?.type === 'eoa' ? 'eoa' : 'smartAccount'
      return { payload: { type: preferred, address: user().address } }
    },
    '@app/GET_SMART_ACCOUNT_ENABLED_NETWORKS': {
      payload: { smartAccountEnabledNetworks: [31337] },
    },
  })
  client = frame.client
  return { frame, client: frame.client }
}

const eip155 = (client: LatchkeyClient) => client.stores.chains.getState().chains.eip155!

describe('setPreferredAccountType', () => {
  test('default: the login gives the smart account; the account state has both types, not deployed, the enabled networks', async () => {
    const { frame, client } = await smartFrame()
    await verifyEmailCode(client, { otp: '123456' })
    await vi.waitFor(() =>
      expect(eip155(client).network.smartAccountEnabledNetworks).toEqual([31337]),
    )
    expect(eip155(client).account).toMatchObject({
      address: smart,
      allAccounts: [
        { address: smart, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    })
    // The preference went to the frame before the user was read.
    const types = frame.received().map((event) => event.type)
    expect(types.indexOf('@app/SET_PREFERRED_ACCOUNT')).toBeLessThan(types.indexOf('@app/GET_USER'))
  })

  test('behavior: switching to the EOA and back moves the account and its types', async () => {
    const { client } = await smartFrame()
    await verifyEmailCode(client, { otp: '123456' })
    await vi.waitFor(() => expect(eip155(client).account.allAccounts).toHaveLength(2))
    expect(await setPreferredAccountType(client, { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect(eip155(client).account).toMatchObject({
      address: eoa,
      allAccounts: [
        { address: eoa, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
    })
    expect(await setPreferredAccountType(client, { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(eip155(client).account.address).toBe(smart)
  })

  test('behavior: a preference set before the login is the one the frame gets', async () => {
    const { frame, client } = await smartFrame()
    expect(await setPreferredAccountType(client, { type: 'eoa' })).toBeUndefined()
    await verifyEmailCode(client, { otp: '123456' })
    expect(frame.received('@app/SET_PREFERRED_ACCOUNT').map((event) => event.payload)).toEqual([
      { type: 'eoa' },
    ])
    await vi.waitFor(() => expect(eip155(client).account.allAccounts).toHaveLength(2))
    expect(eip155(client).account.address).toBe(eoa)
  })
})
