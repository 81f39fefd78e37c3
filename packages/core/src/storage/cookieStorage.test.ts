// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { cookieStorage, cookieToInitialState } from './cookieStorage.js'

const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]?.trim()}=; Max-Age=0; Path=/`
  localStorage.clear()
})

describe('cookieStorage', () => {
  test('default: a connection goes in cookies the server reads back; other values stay local', async () => {
    const { client } = createTestClient({ options: { storage: cookieStorage() } })
    await client.ready
    await connect(client, { namespace: 'eip155', connectorId: 'io.test' })
    expect(document.cookie).toContain('latchkey.connectorIds=')
    expect(cookieToInitialState(document.cookie)).toEqual({
      connections: [
        {
          namespace: 'eip155',
          connectorId: 'io.test',
          caipAddress: getAccount(client).caipAddress,
        },
      ],
      activeCaipNetworkId: 'eip155:31337',
    })
    cookieStorage().setItem('latchkey.recentWallets', '[]')
    expect(document.cookie).not.toContain('recentWallets')
    expect(localStorage.getItem('latchkey.recentWallets')).toBe('[]')

    await disconnect(client)
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
  })

  test('behavior: no cookie, another app’s cookies or a bad value give no initial state', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState('other=1; latchkey.connectorIds=%7Bnot json')).toBeUndefined()
    const ids = encodeURIComponent(JSON.stringify({ v: 1, value: { eip155: 'io.test' } }))
    const wrong = encodeURIComponent(JSON.stringify({ v: 1, value: { eip155: 'solana:x:y' } }))
    expect(
      cookieToInitialState(`latchkey.connectorIds=${ids}; latchkey.connectedAccounts=${wrong}`),
    ).toBeUndefined()
  })
})

describe('createLatchkey initialState', () => {
  test('default: the first snapshot (the server’s) is connected; restoring keeps it connected', async () => {
    const { client } = createTestClient({
      stored: { connectorIds: { eip155: 'io.test' } },
      options: {
        initialState: {
          connections: [{ namespace: 'eip155', connectorId: 'io.test', caipAddress: account }],
        },
      },
    })
    expect(client.values.account.getServerSnapshot()).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(getAccount(client).status).toBe('connected')
    await client.ready
    // The wallet's answer wins over the cookie's account (here the test wallet's own).
    expect(getAccount(client)).toMatchObject({
      status: 'connected',
      caipAddress: 'eip155:31337:0x1111111111111111111111111111111111111111',
    })
  })

  test('behavior: a wallet that no longer grants the connection ends disconnected', async () => {
    const { client } = createTestClient({
      adapter: { authorized: false },
      stored: { connectorIds: { eip155: 'io.test' } },
      options: {
        initialState: {
          connections: [{ namespace: 'eip155', connectorId: 'io.test', caipAddress: account }],
        },
      },
    })
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
  })
})
