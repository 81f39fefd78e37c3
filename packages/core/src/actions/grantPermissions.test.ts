// grantPermissions and revokePermissions pass ERC-7715 requests to the connected wallet: here
// devchain's dev wallet (an EIP-1193 provider signing with a real key), which does not implement
// ERC-7715 and answers 4200. What reached the wallet is read from its own request log; requests
// past the smart-sessions policy, or with the feature off, never reach it.
import { devAccounts } from '@latchkey/devchain'
import { describe, expect, test } from 'vitest'
import { connectDevWallet } from '../../test/connectDevWallet.js'
import { PermissionRequestError } from '../sessions/PermissionRequestError.js'
import { grantPermissions } from './grantPermissions.js'
import { revokePermissions } from './revokePermissions.js'

const account = devAccounts[2]!
const sessionKey = devAccounts[3]!.address
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function connected(smartSessions: boolean) {
  const { client, wallet } = await connectDevWallet(account, { features: { smartSessions } })
  const received = () =>
    wallet.controls.requests.filter((request) => request.method.endsWith('Permissions'))
  return { client, received }
}

const request = (expiry: number | undefined) => ({
  expiry: expiry as number,
  signer: { type: 'account' as const, data: { id: sessionKey } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: token, calls: ['transfer(address,uint256)'] },
      policies: [{ type: 'token-allowance', data: { allowance: '0x64' } }],
    },
  ],
})
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('resolved'),
    (error: unknown) => error as Error & { code?: number; shortMessage?: string },
  )
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('grantPermissions', () => {
  test('default: the request reaches the wallet with its chain and account', async () => {
    const { client, received } = await connected(true)
    const error = await rejection(grantPermissions(client, request(inAnHour())))
    expect(error.code).toBe(4200)
    expect(received()).toEqual([
      {
        method: 'wallet_grantPermissions',
        params: [{ chainId: '0x7a69', address: account.address, ...request(inAnHour()) }],
      },
    ])
    // The dev wallet answers wallet_revokePermissions as EIP-2255's (as MetaMask does).
    await revokePermissions(client, { permissionsContext: sessionKey }).catch(() => {})
    expect(received()[1]).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: sessionKey }],
    })
  })

  test('behavior: with smartSessions off (the default) nothing is sent', async () => {
    const { client, received } = await connected(false)
    const error = await rejection(grantPermissions(client, request(inAnHour())))
    expect(error).toBeInstanceOf(PermissionRequestError)
    expect(error.shortMessage).toBe(
      'Smart sessions are off: set the smartSessions feature to true to grant permissions',
    )
    expect(received()).toEqual([])
  })

  test('behavior: a request past the policy gets a clear error and is not sent', async () => {
    const { client, received } = await connected(true)
    const noExpiry = await rejection(grantPermissions(client, request(undefined)))
    expect(noExpiry.shortMessage).toBe('A permission request needs an expiry (unix seconds)')
    const far = await rejection(grantPermissions(client, request(inAnHour() + 40 * 86400)))
    expect(far.shortMessage).toBe('The permission request expires too far ahead: at most 30 days')
    const bad = await rejection(revokePermissions(client, { permissionsContext: 'session-1' }))
    expect(bad.shortMessage).toMatch(/permissionsContext must be the 0x value/)
    expect(received()).toEqual([])
  })
})
