import { createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'
import type { OpenSmartAccount } from '../smartAccount/openSmartAccount.js'
import { handleSessionRequest } from './handleSessionRequest.js'

// The frame's answers before anything reaches a chain or the user: the feature gate, the smart
// account it needs, and the policy (the request is read by core's readPermissionRequest).

const network = {
  chainId: 31337,
  name: 'Dev',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
// Nothing here reaches the account: each of its actions fails the test if called.
const unreached = async (): Promise<never> => {
  throw new Error('the smart account was used')
}
const smart: OpenSmartAccount = {
  address: '0x3E893AbCE869b9fF0119fAe30bB11dDafd8f9D19',
  chainId: network.chainId,
  sponsoring: false,
  isDeployed: unreached,
  quote: unreached,
  submit: unreached,
  send: unreached,
  readOperation: unreached,
  signMessage: unreached,
  signTypedData: unreached,
}
const refusal = async (parameters: Partial<Parameters<typeof handleSessionRequest>[0]>) => {
  const asked: unknown[] = []
  try {
    await handleSessionRequest({
      method: 'wallet_grantPermissions',
      params: [],
      enabled: true,
      smart,
      network,
      client: createPublicClient({ transport: http(network.rpcUrl) }),
      approve: async (details) => {
        asked.push(details)
        return false
      },
      ...parameters,
    })
  } catch (error) {
    const { message, code } = error as { message: string; code: number }
    return { message, code, asked }
  }
  throw new Error('answered')
}

describe('handleSessionRequest', () => {
  test('smartSessions off: refused as unsupported', async () => {
    expect(await refusal({ enabled: false, method: 'wallet_revokePermissions' })).toEqual({
      code: 4200,
      message: 'wallet_revokePermissions is not supported: smart sessions are off',
      asked: [],
    })
  })

  test('no smart account (the EOA preferred): refused as unsupported', async () => {
    expect(await refusal({ smart: undefined })).toEqual({
      code: 4200,
      message: 'Smart sessions need the smart account on this network',
      asked: [],
    })
  })

  test('a request past the policy: -32602 with the reason, no screen', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const request = {
      expiry,
      signer: { type: 'account', data: { id: '0x1111111111111111111111111111111111111111' } },
      permissions: [
        {
          type: 'contract-call',
          data: { address: '0x2222222222222222222222222222222222222222', calls: ['0xa9059cbb'] },
        },
      ],
    }
    expect(await refusal({ params: [{ ...request, expiry: expiry + 90 * 86400 }] })).toEqual({
      code: -32602,
      message: 'The permission request expires too far ahead: at most 30 days',
      asked: [],
    })
    expect(await refusal({ params: [{ ...request, chainId: '0x1' }] })).toEqual({
      code: -32602,
      message: 'The permission request names another chain',
      asked: [],
    })
    expect(
      await refusal({ method: 'wallet_revokePermissions', params: [{ permissionsContext: 'x' }] }),
    ).toEqual({
      code: -32602,
      message:
        'Invalid revoke request: permissionsContext must be the permissionsContext wallet_grantPermissions answered',
      asked: [],
    })
  })
})
