import { describe, expect, test } from 'vitest'
import { PermissionRequestError } from './PermissionRequestError.js'
import { readPermissionRequest } from './readPermissionRequest.js'

const now = 1_800_000_000
const key = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'
const request = (overrides: Record<string, unknown> = {}) => ({
  expiry: now + 3600,
  signer: { type: 'account', data: { id: key } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: token, calls: ['transfer(address,uint256)'] },
      policies: [
        { type: 'gas-limit', data: { limit: '0x2386f26fc10000' } },
        { type: 'token-allowance', data: { allowance: '100' } },
      ],
    },
  ],
  ...overrides,
})
const refusal = (input: unknown) => {
  try {
    readPermissionRequest(input, now)
  } catch (error) {
    expect(error).toBeInstanceOf(PermissionRequestError)
    return (error as Error).message.split('\n')[0]
  }
  throw new Error('accepted')
}

describe('readPermissionRequest', () => {
  test('an ERC-7715 contract-call request becomes one session rule', () => {
    expect(readPermissionRequest(request(), now)).toEqual({
      sessionKey: key,
      target: token,
      call: 'transfer(address,uint256)',
      expiry: now + 3600,
      valueLimit: 10n ** 16n,
      amountLimit: 100n,
      chainId: undefined,
      address: undefined,
    })
  })

  test('no policies: both limits are zero', () => {
    const grant = readPermissionRequest(
      request({
        permissions: [{ type: 'contract-call', data: { address: token, calls: ['0xa9059cbb'] } }],
      }),
      now,
    )
    expect([grant.valueLimit, grant.amountLimit, grant.call]).toEqual([0n, 0n, '0xa9059cbb'])
  })

  test('requests past the policy get a clear error', () => {
    expect(refusal(request({ expiry: undefined }))).toBe(
      'A permission request needs an expiry (unix seconds)',
    )
    expect(refusal(request({ expiry: now - 1 }))).toBe('The permission request expires in the past')
    expect(refusal(request({ expiry: now + 31 * 86400 }))).toBe(
      'The permission request expires too far ahead: at most 30 days',
    )
    expect(
      refusal(
        request({ permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' } }] }),
      ),
    ).toBe('Unsupported permission type: native-token-transfer (only contract-call)')
    expect(
      refusal(
        request({
          permissions: [
            {
              type: 'contract-call',
              data: { address: token, calls: ['transfer(address,uint256)'] },
              policies: [{ type: 'rate-limit', data: { count: 1, interval: 60 } }],
            },
          ],
        }),
      ),
    ).toBe('Unsupported policy type: rate-limit (gas-limit and token-allowance are)')
    expect(refusal(request({ signer: undefined }))).toMatch(/^Invalid permission request: signer/)
    expect(
      refusal(
        request({
          permissions: [{ type: 'contract-call', data: { address: token, calls: ['a', 'b'] } }],
        }),
      ),
    ).toBe('Invalid permission request: permission data calls must name exactly one function')
    expect(
      refusal(
        request({
          permissions: [{ type: 'contract-call', data: { address: token, calls: ['drop table'] } }],
        }),
      ),
    ).toBe(
      'Invalid permission request: "drop table" is not a function signature or 4-byte selector',
    )
    expect(
      refusal(
        request({
          permissions: [
            {
              type: 'contract-call',
              data: { address: token, calls: ['0xa9059cbb'] },
              policies: [{ type: 'gas-limit', data: { limit: -1 } }],
            },
          ],
        }),
      ),
    ).toBe(
      'Invalid permission request: the gas-limit policy must be a non-negative amount (0x hex or decimal)',
    )
    expect(refusal(request({ address: token }))).toBe(
      'A session key may not call the account itself',
    )
  })
})
