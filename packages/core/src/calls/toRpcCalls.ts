import { CallsParametersError } from '../errors/calls.js'
import type { Call } from './Call.js'

const quantityPattern = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/

/**
 * The calls as `wallet_sendCalls` carries them (value a 0x quantity), after the spec's rule:
 * each call's `to` and `data` start with 0x (spec section 3). A batch that breaks it is refused
 * before the wallet sees it, naming the call and the field.
 */
export function toRpcCalls(
  calls: readonly Call[],
): { to: string; data?: string; value?: string }[] {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new CallsParametersError('wallet_sendCalls needs calls: an array of at least one call')
  return calls.map((call, index) => {
    const where = `calls[${index}]`
    if (typeof call !== 'object' || call === null)
      throw new CallsParametersError(`${where} must be an object with to, data and value`)
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new CallsParametersError(`${where}.to must start with 0x, got '${String(call.to)}'`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new CallsParametersError(`${where}.data must start with 0x, got '${String(call.data)}'`)
    let value: string | undefined
    if (typeof call.value === 'bigint') {
      if (call.value < 0n) throw new CallsParametersError(`${where}.value must not be negative`)
      value = `0x${call.value.toString(16)}`
    } else if (call.value !== undefined) {
      if (typeof call.value !== 'string' || !quantityPattern.test(call.value))
        throw new CallsParametersError(
          `${where}.value must be a bigint or a 0x quantity (0x1a), got '${String(call.value)}'`,
        )
      value = call.value
    }
    return {
      to: call.to,
      ...(call.data === undefined ? {} : { data: call.data }),
      ...(value === undefined ? {} : { value }),
    }
  })
}
