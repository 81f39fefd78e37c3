import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { createSIWXTestClient, createTestSIWX } from '../../test/createTestSIWX.js'
import { devnet, devnet2 } from '../../test/fixtures.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { SIWXServerError } from '../errors/siwx.js'
import { createSIWXStore } from '../siwx/createSIWXStore.js'
import { signatureDeclinedMessage } from '../siwx/siwxMessages.js'
import { createChainsStore } from '../stores/createChainsStore.js'
import { createModalStore } from '../stores/createModalStore.js'
import { createRouterStore } from '../stores/createRouterStore.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { getModal } from './getModal.js'
import { getRouter } from './getRouter.js'
import { getSIWX } from './getSIWX.js'
import { getState } from './getState.js'
import { signInWithSIWX } from './signInWithSIWX.js'

const address = '0x1111111111111111111111111111111111111111'

async function connected(parameters: Parameters<typeof createSIWXTestClient>[0] = {}) {
  const test = createSIWXTestClient(parameters)
  await test.client.ready
  await connect(test.client, { connectorId: 'io.test' })
  await flush()
  return test
}

describe('signInWithSIWX', () => {
  test('default: message, wallet signature, stored session, modal closed, SIWX_AUTH_SUCCESS', async () => {
    const { client, siwx, evm } = await connected()
    const success = vi.fn()
    client.events.on('SIWX_AUTH_SUCCESS', success)
    const session = await signInWithSIWX(client)

    const [create, add] = siwx.state.calls.filter((call) => call.method !== 'getSessions')
    expect(create).toEqual({
      method: 'createMessage',
      args: [{ chainId: 'eip155:31337', accountAddress: address }],
    })
    expect(session.message).toContain(
      `wants you to sign in with your Ethereum account:\n${address}`,
    )
    expect(session.message).toContain('\nChain ID: 31337\n')
    expect(evm.wallet.calls.find((call) => call.method === 'signMessage')?.args).toEqual([
      { message: session.message, address },
    ])
    expect(session.signature).toBe(`signed:${session.message}`)
    expect(add).toEqual({ method: 'addSession', args: [session] })
    expect(Object.hasOwn(session.data, 'toString')).toBe(false)
    expect(session.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: address })
    expect(getSIWX(client)).toMatchObject({ status: 'authenticated', session, error: undefined })
    expect(getModal(client).open).toBe(false)
    expect(success).toHaveBeenCalledWith({ network: 'eip155:31337' })
  })

  test("behavior: user rejected request: the view stays with 'Signature declined', SIWX_AUTH_ERROR", async () => {
    const { client, evm, siwx } = await connected()
    const errors = vi.fn()
    client.events.on('SIWX_AUTH_ERROR', errors)
    evm.rejectNext()
    await expect(signInWithSIWX(client)).rejects.toMatchObject({ code: 4001 })
    expect(getSIWX(client)).toMatchObject({
      status: 'unauthenticated',
      error: { message: signatureDeclinedMessage },
    })
    expect(getModal(client)).toMatchObject({ open: true, shake: true })
    expect(getRouter(client).view).toBe('SIWXSignMessage')
    expect(errors).toHaveBeenCalledWith({
      network: 'eip155:31337',
      message: signatureDeclinedMessage,
    })
    expect(siwx.state.calls.map((call) => call.method)).not.toContain('addSession')
    // The retry works.
    await signInWithSIWX(client)
    expect(getSIWX(client)).toMatchObject({ status: 'authenticated', error: undefined })
  })

  test("behavior: the verifier's refusal shows its message", async () => {
    const { client, siwx } = await connected()
    siwx.failNext(
      'addSession',
      new SIWXServerError({
        code: 'SIWX_NONCE_REUSED',
        message: 'The sign-in nonce was already used',
        status: 409,
      }),
    )
    await expect(signInWithSIWX(client)).rejects.toThrow('The sign-in nonce was already used')
    expect(getSIWX(client).error?.message).toBe('The sign-in nonce was already used')
    expect(getSIWX(client).status).toBe('unauthenticated')
  })

  test('behavior: a failure re-opens the view when the modal was closed', async () => {
    const { client, evm } = await connected()
    closeModal(client)
    expect(getModal(client).open).toBe(false)
    evm.rejectNext()
    await expect(signInWithSIWX(client)).rejects.toThrow()
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('SIWXSignMessage')
  })

  test('behavior: required: the modal cannot be closed until the account signed in', async () => {
    const { client, siwx } = await connected({ required: true })
    expect(getSIWX(client).required).toBe(true)
    expect(getState(client).closable).toBe(false)
    const release = siwx.hold('addSession')
    const signing = signInWithSIWX(client)
    await flush()
    expect(getSIWX(client).status).toBe('signing')
    expect(getState(client).closable).toBe(false)
    release()
    await signing
    expect(getState(client).closable).toBe(true)
  })

  test('parameters: siwx.signMessage signs instead of the adapter', async () => {
    const signMessage = vi.fn(async () => '0xcustom')
    const { client, evm } = await connected({ signMessage })
    const session = await signInWithSIWX(client)
    expect(signMessage).toHaveBeenCalledWith({
      message: session.message,
      chainId: 'eip155:31337',
      accountAddress: address,
    })
    expect(session.signature).toBe('0xcustom')
    expect(evm.wallet.calls.map((call) => call.method)).not.toContain('signMessage')
  })

  test("errors: 'SIWX is not enabled'", async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    await expect(signInWithSIWX(client)).rejects.toThrow('SIWX is not enabled')
  })

  test("errors: 'No ActiveCaipAddress found'", async () => {
    const { client } = createSIWXTestClient()
    await client.ready
    await expect(signInWithSIWX(client)).rejects.toThrow('No ActiveCaipAddress found')
  })

  // These two states cannot be reached through a client (a connected account always has its
  // network and adapter), so the context is built from the stores directly.
  function contextWith(change: { network: boolean; adapter: boolean }): LatchkeyClient {
    const evm = createTestAdapter()
    const chains = createChainsStore({ namespaces: ['eip155'], networks: [devnet, devnet2] })
    chains.setChain('eip155', {
      account: { status: 'connected', address, caipAddress: `eip155:31337:${address}` },
      network: { caipNetwork: change.network ? devnet : undefined },
    })
    return {
      options: { siwx: createTestSIWX().config, networks: [devnet, devnet2] },
      stores: {
        chains,
        siwx: createSIWXStore({ enabled: true }),
        modal: createModalStore(),
        router: createRouterStore(),
      },
      adapters: new Map(change.adapter ? [['eip155', evm.adapter]] : []),
      track() {},
      log() {},
    } as unknown as LatchkeyClient
  }

  test("errors: 'No ActiveCaipNetwork or client found'", async () => {
    await expect(signInWithSIWX(contextWith({ network: false, adapter: true }))).rejects.toThrow(
      'No ActiveCaipNetwork or client found',
    )
  })

  test("errors: 'No ConnectionController client found'", async () => {
    await expect(signInWithSIWX(contextWith({ network: true, adapter: false }))).rejects.toThrow(
      'No ConnectionController client found',
    )
  })
})
