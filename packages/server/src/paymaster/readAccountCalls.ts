import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

/** One call a smart account makes. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

// The reference SimpleAccount's (v0.7) entry points, which permissionless and viem encode.
const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/**
 * The calls a user operation's `callData` makes: SimpleAccount's `execute` (one call) or
 * `executeBatch` (several; empty values mean none sent). Undefined for anything else, which the
 * policy cannot check and so does not sponsor.
 */
export function readAccountCalls(callData: Hex): AccountCall[] | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof simpleAccountAbi>>
  try {
    decoded = decodeFunctionData({ abi: simpleAccountAbi, data: callData })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const [targets, values, datas] = decoded.args
  if (datas.length !== targets.length || (values.length !== 0 && values.length !== targets.length))
    return undefined
  return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index]! }))
}
