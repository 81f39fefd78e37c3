import { describe, expect, test } from 'vitest'
import {
  checkSIWXBody,
  siwxNonceResponseSchema,
  siwxServerSessionSchema,
  siwxVerifyRequestSchema,
  siwxVerifyResponseSchema,
} from './siwxApi.js'

const signature = `0x${'ab'.repeat(65)}`
const session = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
  issuedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-02T10:00:00.000Z',
  message: 'm',
  signature,
}

describe('checkSIWXBody', () => {
  test('default: a valid body comes back typed', () => {
    expect(checkSIWXBody(siwxVerifyRequestSchema, { message: 'hello', signature })).toEqual({
      success: true,
      output: { message: 'hello', signature },
    })
    expect(
      checkSIWXBody(siwxNonceResponseSchema, { nonce: 'abcd1234', expiresAt: session.expiresAt })
        .success,
    ).toBe(true)
    expect(checkSIWXBody(siwxServerSessionSchema, session).success).toBe(true)
    expect(
      checkSIWXBody(siwxVerifyResponseSchema, { token: 'x'.repeat(43), session }).success,
    ).toBe(true)
  })

  test('behavior: Bitcoin (base64) and Polkadot (0x hex) signatures are accepted', () => {
    // BIP-322's "Hello World" vector for bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l.
    const bip322 =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    // A legacy signed message: 65 bytes.
    const legacy = Buffer.from(new Uint8Array(65).fill(7)).toString('base64')
    const sr25519 = `0x${'cd'.repeat(64)}`
    for (const accepted of [bip322, legacy, sr25519])
      expect(checkSIWXBody(siwxVerifyRequestSchema, { message: 'm', signature: accepted })).toEqual(
        { success: true, output: { message: 'm', signature: accepted } },
      )
  })

  test.each([
    [{ message: 'm', signature: 'AkcwRAIg+/==' }, 'or a base64 Bitcoin signature'],
    [{ message: 'm', signature: `${'A+/B'.repeat(30)}A` }, 'or a base64 Bitcoin signature'],
    [{ signature }, 'message: '],
    [{ message: '', signature }, 'message: must not be empty'],
    [{ message: 'm', signature: '0x12' }, 'signature: must be 0x and at least 62 hex digits'],
    [{ message: 'm', signature: `${signature}zz` }, 'signature: must be 0x'],
    ['text', ''],
  ])('behavior: refuses %o', (body, problem) => {
    const result = checkSIWXBody(siwxVerifyRequestSchema, body)
    expect(result.success).toBe(false)
    if (!result.success) expect(result.problem).toContain(problem)
  })

  test('behavior: a session answer with a bad network id or date is refused', () => {
    expect(
      checkSIWXBody(siwxServerSessionSchema, { ...session, caipNetworkId: 'x' }),
    ).toMatchObject({ success: false, problem: 'caipNetworkId: must be a CAIP-2 network id' })
    expect(checkSIWXBody(siwxServerSessionSchema, { ...session, expiresAt: 'soon' })).toMatchObject(
      {
        success: false,
        problem: 'expiresAt: must be an ISO 8601 date-time',
      },
    )
  })
})
