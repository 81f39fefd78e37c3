// The names feature's actions on a real client over the in-memory test wallet
// (test/createTestAdapter.ts, which signs `signed:<message>`) with a stand-in name service
// (test/createDataApiStub.ts). It covers the client side: the rule, the pause, the requests, the
// state and the router. The real routes (signature checks, replay, stale messages) are
// packages/server's to test, and the whole flow with real wallets is e2e/names-register.spec.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createDataApiStub,
  type DataApiStubRoutes,
  stubNameSuffix,
} from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { NameNotAvailableError } from '../errors/names.js'
import { chooseNameSuggestion } from './chooseNameSuggestion.js'
import { fetchAccountNames } from './fetchAccountNames.js'
import { getNamesState } from './getNamesState.js'
import { registerName } from './registerName.js'
import { nameSuggestionsPause, setNameInput } from './setNameInput.js'
import { startNameRegistration } from './startNameRegistration.js'

const address = '0x1111111111111111111111111111111111111111'
const clients: LatchkeyClient[] = []

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A client connected on devnet (chain 31337) to a stand-in name service, with its wallet. */
async function setup(
  routes: DataApiStubRoutes = {},
  options: { apiUrl?: string } = { apiUrl: 'http://api.test' },
) {
  const stub = createDataApiStub(routes)
  vi.stubGlobal('fetch', stub.fetch)
  const { client, evm } = createTestClient({ options })
  clients.push(client)
  await connect(client, { connectorId: 'io.test' })
  client.stores.router.reset('Account')
  startNameRegistration(client)
  return { client, evm, stub }
}

/** Types `input` and lets the 300 ms pause and the answer pass. */
async function type(client: LatchkeyClient, input: string) {
  setNameInput(client, { input })
  await vi.waitFor(() => {
    const { status } = getNamesState(client).availability
    if (status === 'checking') throw new Error('still checking')
  })
}

const suggestionRequests = (stub: ReturnType<typeof createDataApiStub>) =>
  stub.requests.filter((url) => url.pathname.startsWith('/v1/profile/suggestions/'))

describe('setNameInput', () => {
  test('default: a free name is available after the pause, with free variations', async () => {
    const { client, stub } = await setup({ registered: { 'bobby1.latchkey.eth': address } })
    await type(client, 'Bobby')
    expect(getNamesState(client)).toMatchObject({
      input: 'Bobby',
      problem: undefined,
      suffix: stubNameSuffix,
      availability: { status: 'available', name: 'bobby.latchkey.eth' },
      suggestions: ['bobby2.latchkey.eth', 'bobbyx.latchkey.eth'],
    })
    expect(suggestionRequests(stub).map((url) => url.pathname)).toEqual([
      '/v1/profile/suggestions/bobby',
    ])
  })

  test('behavior: a taken name says so', async () => {
    const { client } = await setup({ registered: { 'bobby.latchkey.eth': address } })
    await type(client, 'bobby.latchkey.eth')
    expect(getNamesState(client).availability).toEqual({
      status: 'taken',
      name: 'bobby.latchkey.eth',
    })
  })

  test('behavior: short names and other characters break the rule and ask nothing', async () => {
    const { client, stub } = await setup()
    setNameInput(client, { input: 'bob' })
    expect(getNamesState(client)).toMatchObject({
      problem: 'tooShort',
      availability: { status: 'idle' },
    })
    setNameInput(client, { input: 'bob_by' })
    expect(getNamesState(client).problem).toBe('invalidCharacters')
    setNameInput(client, { input: 'b'.repeat(64) })
    expect(getNamesState(client).problem).toBe('tooLong')
    setNameInput(client, { input: '' })
    expect(getNamesState(client).problem).toBeUndefined()
    // The last valid typing is asked after its pause: none of the above was valid.
    setNameInput(client, { input: 'bobby' })
    await type(client, 'bobby')
    expect(suggestionRequests(stub)).toHaveLength(1)
  })

  test('behavior: typing asks once, 300 ms after the last key', async () => {
    const { client, stub } = await setup()
    vi.useFakeTimers()
    for (const input of ['bobb', 'bobby', 'bobbyz']) {
      setNameInput(client, { input })
      await vi.advanceTimersByTimeAsync(nameSuggestionsPause - 1)
    }
    expect(getNamesState(client).availability).toEqual({ status: 'checking' })
    expect(suggestionRequests(stub)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(suggestionRequests(stub).map((url) => url.pathname)).toEqual([
      '/v1/profile/suggestions/bobbyz',
    ])
  })

  test("behavior: a failing server shows 'Error fetching name suggestions'", async () => {
    const { client } = await setup({ registered: 500 })
    await type(client, 'bobby')
    expect(getNamesState(client)).toMatchObject({
      availability: { status: 'failed', message: 'Error fetching name suggestions' },
      suggestions: [],
    })
  })
})

describe('chooseNameSuggestion', () => {
  test('default: the label fills the field, known to be free', async () => {
    const { client, stub } = await setup({ registered: { 'bobby.latchkey.eth': address } })
    await type(client, 'bobby')
    chooseNameSuggestion(client, { name: 'bobby2.latchkey.eth' })
    expect(getNamesState(client)).toMatchObject({
      input: 'bobby2',
      availability: { status: 'available', name: 'bobby2.latchkey.eth' },
      suggestions: ['bobby1.latchkey.eth', 'bobbyx.latchkey.eth'],
    })
    expect(suggestionRequests(stub)).toHaveLength(1)
  })
})

describe('registerName', () => {
  test('default: signs the message, posts it with the chain coin type, sets the profile name', async () => {
    const { client, evm, stub } = await setup()
    await type(client, 'bobby')
    const before = Math.floor(Date.now() / 1000)
    const identityRequests = () =>
      stub.requests.filter((url) => url.pathname === `/v1/identity/${address}`)
    const identitiesBefore = identityRequests().length
    const registered = registerName(client)
    expect(client.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(getNamesState(client).registration).toEqual({
      status: 'signing',
      name: 'bobby.latchkey.eth',
    })
    expect(await registered).toBe('bobby.latchkey.eth')

    const signed = evm.wallet.calls.find((call) => call.method === 'signMessage')
    const { message } = (signed?.args[0] ?? { message: '' }) as { message: string }
    expect(JSON.parse(message)).toEqual({
      name: 'bobby.latchkey.eth',
      attributes: {},
      timestamp: expect.any(Number),
    })
    // The exact text: keys in the order the server re-formats and checks.
    expect(message).toMatch(/^\{"name":"bobby\.latchkey\.eth","attributes":\{\},"timestamp":\d+\}$/)
    expect(JSON.parse(message).timestamp).toBeGreaterThanOrEqual(before)
    expect(stub.registrations).toEqual([
      { coin_type: (0x80000000 | 31337) >>> 0, address, message, signature: `signed:${message}` },
    ])
    expect(getAccount(client).profileName).toBe('bobby.latchkey.eth')
    // The identity the page keeps for the account (asked with it as sender) is asked again.
    expect(identityRequests()).toHaveLength(identitiesBefore + 1)
    expect(identityRequests().at(-1)?.searchParams.get('sender')).toBe(address)
    expect(getNamesState(client)).toMatchObject({
      registration: { status: 'registered', name: 'bobby.latchkey.eth' },
      accountNames: { status: 'ready', names: ['bobby.latchkey.eth'] },
    })
    expect(client.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
  })

  test("behavior: a declined signature returns to the form with 'Signature declined'", async () => {
    const { client, evm, stub } = await setup()
    client.stores.router.push('RegisterAccountName')
    await type(client, 'bobby')
    evm.rejectNext()
    await expect(registerName(client)).rejects.toThrow()
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(getNamesState(client).registration).toEqual({
      status: 'failed',
      name: 'bobby.latchkey.eth',
      message: 'Signature declined',
    })
    expect(stub.registrations).toEqual([])
    expect(getAccount(client).profileName).toBeUndefined()
  })

  test("behavior: the server's refusal is shown on the form", async () => {
    const { client } = await setup({
      registerError: { status: 409, message: 'The name is already registered' },
    })
    client.stores.router.push('RegisterAccountName')
    await type(client, 'bobby')
    await expect(registerName(client)).rejects.toThrow('HTTP status code: 409')
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(getNamesState(client).registration).toMatchObject({
      status: 'failed',
      message: 'The name is already registered',
    })
  })

  test('behavior: a name not known to be free is refused before the wallet is asked', async () => {
    const { client, evm } = await setup({ registered: { 'bobby.latchkey.eth': address } })
    await type(client, 'bobby')
    await expect(registerName(client)).rejects.toBeInstanceOf(NameNotAvailableError)
    setNameInput(client, { input: 'bob' })
    await expect(registerName(client)).rejects.toBeInstanceOf(NameNotAvailableError)
    expect(evm.wallet.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })
})

describe('fetchAccountNames', () => {
  test("default: the account's names from the reverse route, asked once", async () => {
    const { client, stub } = await setup({ registered: { 'alice1.latchkey.eth': address } })
    await vi.waitFor(() => expect(getNamesState(client).accountNames.status).toBe('ready'))
    expect(getNamesState(client).accountNames).toEqual({
      status: 'ready',
      caipAddress: `eip155:31337:${address}`,
      names: ['alice1.latchkey.eth'],
    })
    await fetchAccountNames(client)
    expect(stub.count(/^\/v1\/profile\/reverse\//)).toBe(1)
  })

  test("behavior: a failure shows 'Error fetching names for address' and is asked again", async () => {
    const { client, stub } = await setup({ registered: 500 })
    await vi.waitFor(() => expect(getNamesState(client).accountNames.status).toBe('failed'))
    expect(getNamesState(client).accountNames).toMatchObject({
      message: 'Error fetching names for address',
    })
    stub.routes.registered = {}
    await fetchAccountNames(client)
    expect(getNamesState(client).accountNames).toMatchObject({ status: 'ready', names: [] })
  })

  test('behavior: without the apiUrl option nothing is asked', async () => {
    const { client, stub } = await setup({}, {})
    await fetchAccountNames(client)
    expect(getNamesState(client).accountNames.status).toBe('idle')
    expect(stub.requests).toEqual([])
  })
})
