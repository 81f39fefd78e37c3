import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { callFunctionName, describeCalls } from './describeCalls.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const network = { name: 'Dev 31337', nativeCurrency: { symbol: 'ETH' } }
const approve = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [router, 10n],
})

describe('describeCalls', () => {
  test('default: each call shows its target, function and amount; the fee the account pays', () => {
    const details = describeCalls({
      calls: [
        { to: token, data: approve },
        { to: router, data: '0xdeadbeef00', value: parseEther('0.5') },
      ],
      from: '0x000000000000000000000000000000000000dEaD',
      network,
      fee: { maxCost: parseEther('0.001') },
    })
    expect(details.title).toBe('Approve 2 calls')
    expect(details.rows).toContainEqual({ label: 'Network fee', value: '0.001 ETH' })
    expect(details.sections).toEqual([
      {
        heading: 'Call 1 of 2',
        rows: [
          { label: 'To', value: token },
          { label: 'Function', value: 'approve' },
          { label: 'Amount', value: '0 ETH' },
        ],
      },
      {
        heading: 'Call 2 of 2',
        rows: [
          { label: 'To', value: router },
          { label: 'Function', value: 'Unknown function 0xdeadbeef' },
          { label: 'Amount', value: '0.5 ETH' },
        ],
      },
    ])
  })

  test('behavior: a sponsored batch says who pays the fee', () => {
    const details = describeCalls({
      calls: [{ to: token, data: approve }],
      from: token,
      network,
      fee: { sponsor: 'Latchkey' },
    })
    expect(details.rows).toContainEqual({
      label: 'Network fee',
      value: 'Sponsored by Latchkey',
      tone: 'sponsored',
    })
  })

  test('behavior: a plain transfer of the coin has no function', () => {
    expect(callFunctionName(undefined)).toBeUndefined()
    expect(callFunctionName('0x')).toBeUndefined()
  })
})
