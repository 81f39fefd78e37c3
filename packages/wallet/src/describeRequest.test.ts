import { createPublicClient, encodeFunctionData, erc20Abi, http, type PublicClient } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeRequest } from './describeRequest.js'

// The approval screen's rows for a smart account's single transaction (its fee already quoted, so
// no node is asked: the client points nowhere and a call to it would fail the test).

const client = createPublicClient({ transport: http('http://127.0.0.1:9') }) as PublicClient
const network = { chainId: 31337, name: 'Dev', nativeCurrency: { symbol: 'ETH' } }
const from = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'
const recipient = '0x3333333333333333333333333333333333333333'

const describeSend = (data: `0x${string}` | undefined, value = '0x0') =>
  describeRequest({
    method: 'eth_sendTransaction',
    params: [{ to: token, value, data }],
    from,
    network,
    client,
    fee: { sponsor: 'Latchkey' },
  })

describe('describeRequest', () => {
  test("behavior: a smart account's token transfer names its function after To", async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 10n ** 18n],
    })
    expect((await describeSend(data)).rows).toEqual([
      { label: 'Account', value: from },
      { label: 'Network', value: 'Dev' },
      { label: 'To', value: token },
      { label: 'Function', value: 'transfer' },
      { label: 'Amount', value: '0 ETH' },
      { label: 'Data', value: '68 bytes' },
      { label: 'Network fee', value: 'Sponsored by Latchkey', tone: 'sponsored' },
    ])
  })

  test('behavior: an unknown function shows its selector; a plain send shows no function', async () => {
    const unknown = await describeSend('0xdeadbeef00')
    expect(unknown.rows).toContainEqual({ label: 'Function', value: 'Unknown function 0xdeadbeef' })
    const plain = await describeSend(undefined, '0xde0b6b3a7640000')
    expect(plain.rows.map((row) => row.label)).toEqual([
      'Account',
      'Network',
      'To',
      'Amount',
      'Network fee',
    ])
  })
})
