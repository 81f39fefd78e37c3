import type { ServerLimits } from '../serverLimits.js'
import { readField } from './readField.js'

// Calls that execute code on the node, with the index of their state override in `params`.
const executing: Record<string, number | undefined> = {
  eth_call: 2,
  eth_estimateGas: 2,
  eth_createAccessList: undefined,
}

/**
 * What is wrong with one proxied call's params, or undefined: executions may not ask for more gas
 * than `rpcMaxGas` nor override more than `rpcMaxStateOverrides` accounts, and a simulation may
 * not hold more calls than a batch. Each is work the node does for whoever asks.
 */
export function checkRpcCall(
  method: string,
  params: unknown,
  limits: Pick<ServerLimits, 'rpcMaxGas' | 'rpcMaxStateOverrides' | 'rpcMaxBatch'>,
): string | undefined {
  if (!Array.isArray(params)) return undefined
  if (method in executing) {
    const overrideIndex = executing[method]
    return (
      checkGas(params[0], 'params[0].gas', limits) ??
      (overrideIndex === undefined
        ? undefined
        : checkOverrides(params[overrideIndex], `params[${overrideIndex}]`, limits))
    )
  }
  if (method === 'eth_simulateV1') {
    const blocks = readField(params[0], 'blockStateCalls')
    if (!Array.isArray(blocks)) return undefined
    let calls = 0
    for (const [index, block] of blocks.entries()) {
      const blockCalls = readField(block, 'calls')
      const problem = checkOverrides(
        readField(block, 'stateOverrides'),
        `blockStateCalls[${index}].stateOverrides`,
        limits,
      )
      if (problem) return problem
      for (const call of Array.isArray(blockCalls) ? blockCalls : []) {
        const gasProblem = checkGas(call, `blockStateCalls[${index}].calls.gas`, limits)
        if (gasProblem) return gasProblem
        calls++
      }
    }
    if (calls > limits.rpcMaxBatch)
      return `a simulation holds at most ${limits.rpcMaxBatch} calls, got ${calls}`
  }
  return undefined
}

function checkGas(call: unknown, name: string, limits: Pick<ServerLimits, 'rpcMaxGas'>) {
  const gas = readField(call, 'gas')
  if (gas === undefined || gas === null) return undefined
  if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(gas))
    return `${name} must be a hex quantity`
  if (BigInt(gas) > BigInt(limits.rpcMaxGas)) return `${name} is more than ${limits.rpcMaxGas}`
  return undefined
}

function checkOverrides(
  overrides: unknown,
  name: string,
  limits: Pick<ServerLimits, 'rpcMaxStateOverrides'>,
) {
  if (overrides === undefined || overrides === null) return undefined
  if (typeof overrides !== 'object' || Array.isArray(overrides))
    return `${name} must be a state override object`
  const count = Object.keys(overrides).length
  if (count > limits.rpcMaxStateOverrides)
    return `${name} overrides ${count} accounts, more than ${limits.rpcMaxStateOverrides}`
  return undefined
}
