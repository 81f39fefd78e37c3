import { decodeFunctionData, erc20Abi, formatEther, type Hex, parseAbi } from 'viem'
import type { ApprovalDetails, ApprovalSection } from '../approvalScreen.js'
import { describeFee, type FeeQuote } from '../describeFee.js'
import type { SmartAccountCall } from './openSmartAccount.js'

// Functions a person may meet in a batch (tokens, wrapped ether, a v2-style router): their
// names are shown; any other call shows its selector.
const knownAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function deposit() payable',
    'function withdraw(uint256 amount)',
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  ]),
]

/** The function a call runs, by name where it is known, else its 4-byte selector. */
export function callFunctionName(data: Hex | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    return decodeFunctionData({ abi: knownAbi, data }).functionName
  } catch {
    return data.length >= 10 ? `Unknown function ${data.slice(0, 10)}` : 'Unknown data'
  }
}

/** What the approval screen shows for a batch: each call (to, value, function) and one fee. */
export function describeCalls(parameters: {
  calls: readonly SmartAccountCall[]
  from: string
  network: { name: string; nativeCurrency: { symbol: string } }
  fee: FeeQuote
}): ApprovalDetails {
  const { calls, network } = parameters
  const symbol = network.nativeCurrency.symbol
  const sections: ApprovalSection[] = calls.map((call, index) => {
    const name = callFunctionName(call.data)
    return {
      heading: `Call ${index + 1} of ${calls.length}`,
      rows: [
        { label: 'To', value: call.to },
        ...(name ? [{ label: 'Function', value: name }] : []),
        { label: 'Amount', value: `${formatEther(call.value ?? 0n)} ${symbol}` },
      ],
    }
  })
  return {
    title: calls.length === 1 ? 'Approve transaction' : `Approve ${calls.length} calls`,
    rows: [
      { label: 'Account', value: parameters.from },
      { label: 'Network', value: network.name },
      describeFee(parameters.fee, symbol),
    ],
    sections,
  }
}
