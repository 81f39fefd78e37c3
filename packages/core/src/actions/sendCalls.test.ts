// The EIP-5792 actions pass their requests to the connected wallet: here devchain's dev wallet (an
// EIP-1193 provider signing with a real key, as a browser extension would be), which does not
// implement EIP-5792 and answers 4200 as such wallets do. What reached the wallet is read from its
// own request log.
import { devAccounts } from '@latchkey/devchain'
import { describe, expect, test } from 'vitest'
import { connectDevWallet } from '../../test/connectDevWallet.js'
import { createTestClient } from '../../test/createTestClient.js'
import { CallsNotConnectedError, CallsParametersError } from '../errors/calls.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { sendCalls } from './sendCalls.js'

const account = devAccounts[2]!
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function connected() {
  const { client, wallet } = await connectDevWallet(account)
  const received = (method: string) =>
    wallet.controls.requests.filter((request) => request.method === method)
  return { client, wallet, received }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('resolved'),
    (error: unknown) => error as Error & { code?: number },
  )

describe('EIP-5792 pass-through', () => {
  test('default: wallet_sendCalls reaches the wallet from the account on its chain; its refusal comes back', async () => {
    const { client, received } = await connected()
    const error = await rejection(
      sendCalls(client, {
        calls: [
          { to: token, data: '0x095ea7b3', value: 0n },
          { to: account.address, value: '0x1' },
        ],
        capabilities: {
          paymasterService: { url: 'http://127.0.0.1:8787/v1/paymaster/eip155:31337' },
        },
      }),
    )
    // The dev wallet does not do EIP-5792: 4200, unsupported method, as such wallets answer.
    expect(error.code).toBe(4200)
    expect(received('wallet_sendCalls')).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: account.address,
            atomicRequired: false,
            calls: [
              { to: token, data: '0x095ea7b3', value: '0x0' },
              { to: account.address, value: '0x1' },
            ],
            capabilities: {
              paymasterService: { url: 'http://127.0.0.1:8787/v1/paymaster/eip155:31337' },
            },
          },
        ],
      },
    ])
  })

  test('behavior: a user who declines in the wallet rejects the call as a user rejection', async () => {
    const { client, wallet } = await connected()
    wallet.controls.rejectNextRequest('wallet_sendCalls')
    const error = await rejection(sendCalls(client, { calls: [{ to: token, data: '0x' }] }))
    expect(error.code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)
  })

  test('behavior: wallet_getCapabilities and wallet_getCallsStatus reach the wallet', async () => {
    const { client, received } = await connected()
    expect((await rejection(getCapabilities(client))).code).toBe(4200)
    expect((await rejection(getCapabilities(client, { chainIds: ['0x7a69'] }))).code).toBe(4200)
    expect((await rejection(getCallsStatus(client, '0xabc'))).code).toBe(4200)
    expect(received('wallet_getCapabilities')).toEqual([
      { method: 'wallet_getCapabilities', params: [account.address] },
      { method: 'wallet_getCapabilities', params: [account.address, ['0x7a69']] },
    ])
    expect(received('wallet_getCallsStatus')).toEqual([
      { method: 'wallet_getCallsStatus', params: ['0xabc'] },
    ])
  })

  test('errors: calls whose to or data do not start with 0x never reach the wallet', async () => {
    const { client, received } = await connected()
    const cases: [Parameters<typeof sendCalls>[1]['calls'], string][] = [
      [[{ to: token }, { to: 'abc' }], "calls[1].to must start with 0x, got 'abc'"],
      [[{ to: token, data: 'deadbeef' }], "calls[0].data must start with 0x, got 'deadbeef'"],
      [
        [{ to: token, value: '12' }],
        "calls[0].value must be a bigint or a 0x quantity (0x1a), got '12'",
      ],
      [[{ to: token, value: -1n }], 'calls[0].value must not be negative'],
      [[], 'wallet_sendCalls needs calls: an array of at least one call'],
    ]
    for (const [calls, message] of cases) {
      const error = await rejection(sendCalls(client, { calls }))
      expect(error).toBeInstanceOf(CallsParametersError)
      expect(error.message).toBe(message)
    }
    expect(received('wallet_sendCalls')).toEqual([])
  })

  test('errors: without a connected eip155 wallet', async () => {
    const { client } = createTestClient()
    await expect(sendCalls(client, { calls: [{ to: token }] })).rejects.toThrow(
      CallsNotConnectedError,
    )
    await expect(getCapabilities(client)).rejects.toThrow(
      'No connected eip155 account to send the calls from',
    )
  })
})
