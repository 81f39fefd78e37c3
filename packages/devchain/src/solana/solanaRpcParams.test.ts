import { describe, expect, test } from 'vitest'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaRpcParams } from './solanaRpcParams.js'

const address = '11111111111111111111111111111111'

/** The -32602 error `read` throws. */
function refusal(read: () => unknown) {
  try {
    read()
  } catch (error) {
    if (error instanceof SolanaRpcError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('Expected a refusal')
}

describe('solanaRpcParams', () => {
  test('list: none is empty; anything but an array is refused', () => {
    expect(solanaRpcParams.list(undefined)).toEqual([])
    expect(solanaRpcParams.list([1])).toEqual([1])
    expect(refusal(() => solanaRpcParams.list({}))).toEqual({
      code: -32602,
      message: 'Invalid params: expected an array',
    })
  })

  test('addressAt: a base58 address, or a refusal naming the param', () => {
    expect(solanaRpcParams.addressAt([address], 0)).toBe(address)
    expect(refusal(() => solanaRpcParams.addressAt([address, '0xabc'], 1)).message).toBe(
      'Invalid params: param 1 is not a base58 address',
    )
  })

  test('configAt: absent or null is empty; an array is refused', () => {
    expect(solanaRpcParams.configAt([], 1)).toEqual({})
    expect(solanaRpcParams.configAt([address, null], 1)).toEqual({})
    expect(solanaRpcParams.configAt([address, { encoding: 'base64' }], 1)).toEqual({
      encoding: 'base64',
    })
    expect(refusal(() => solanaRpcParams.configAt([address, []], 1)).message).toBe(
      'Invalid params: param 1 is not a configuration object',
    )
  })

  test('wireAt: base58 by default, base64 when asked, the same bytes either way', () => {
    // Bytes 1, 2, 3 are "Ldp" in base58 and "AQID" in base64.
    expect([...solanaRpcParams.wireAt(['Ldp'])]).toEqual([1, 2, 3])
    expect([...solanaRpcParams.wireAt(['AQID', { encoding: 'base64' }])]).toEqual([1, 2, 3])
  })

  test('wireAt: a bad string or an unknown encoding is refused', () => {
    expect(refusal(() => solanaRpcParams.wireAt(['0OIl'])).message).toBe(
      'Invalid params: param 0 is not base58',
    )
    expect(refusal(() => solanaRpcParams.wireAt(['AQID', { encoding: 'hex' }])).message).toBe(
      'Invalid params: unsupported encoding hex',
    )
    expect(refusal(() => solanaRpcParams.wireAt([42])).message).toBe(
      'Invalid params: param 0 is not an encoded transaction',
    )
  })
})
