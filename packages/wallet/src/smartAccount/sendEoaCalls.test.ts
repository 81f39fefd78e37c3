// EIP-5792 from the embedded wallet's EOA on a real anvil node: the frame's RPC handler (no smart
// account) sends a batch whose dapp did not require atomicity call by call after one approval, and
// wallet_getCallsStatus follows its transactions. The approval is a function that records what
// the screen would show and says yes.
import { type AnvilInstance, deployToken, devAccounts, startAnvil } from '@latchkey/devchain'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApprovalDetails } from '../approvalScreen.js'
import { createRpcHandler } from '../createRpcHandler.js'

// Anvil's funded dev account 0, as an HD account (what the frame holds).
const owner = mnemonicToAccount('test test test test test test test test test test test junk')
const first = devAccounts[7]!.address
const second = devAccounts[8]!.address

let anvil: AnvilInstance
let client: PublicClient
let token: Hex
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  // A token the EOA holds none of: transferring it cannot be sent.
  token = (
    await deployToken({
      rpcUrl: anvil.rpcUrl,
      name: 'Held elsewhere',
      symbol: 'ELSE',
      owner: devAccounts[1]!.address,
      fund: [],
      deployerKey: devAccounts[1]!.privateKey,
    })
  ).address
})
afterAll(async () => {
  await anvil?.stop()
})

function setup() {
  const shown: ApprovalDetails[] = []
  const handler = createRpcHandler({
    getAccount: () => owner,
    approve: async (details) => {
      shown.push(details)
      return true
    },
    extraChainIds: [31337],
    onChainChanged: () => {},
    getSmartAccount: async () => undefined,
  })
  handler.setNetworks([
    {
      chainId: 31337,
      name: 'Dev',
      rpcUrl: anvil.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  const request = (method: string, params?: unknown) =>
    handler.request({ method, params }, new AbortController().signal)
  return { shown, request }
}

const batch = (calls: { to: Hex; value?: Hex; data?: Hex }[], atomicRequired?: boolean) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: owner.address,
    ...(atomicRequired === undefined ? {} : { atomicRequired }),
    calls,
  },
]

type Status = { status: number; atomic: boolean; receipts?: { status: Hex }[] }

describe('EIP-5792 from the EOA', () => {
  test('behavior: atomicRequired false sends the calls one after another after one approval', async () => {
    const { shown, request } = setup()
    const before = await Promise.all(
      [first, second].map((address) => client.getBalance({ address })),
    )
    const { id } = (await request(
      'wallet_sendCalls',
      batch(
        [
          { to: first, value: numberToHex(1n) },
          { to: second, value: numberToHex(2n) },
        ],
        false,
      ),
    )) as { id: string }
    expect(shown.map((details) => details.title)).toEqual([
      'Approve 2 transactions, sent one after another',
    ])
    expect(shown[0]!.sections?.map((section) => section.heading)).toEqual([
      'Call 1 of 2',
      'Call 2 of 2',
    ])
    await expect
      .poll(async () => ((await request('wallet_getCallsStatus', [id])) as Status).status)
      .toBe(200)
    const status = (await request('wallet_getCallsStatus', [id])) as Status
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await client.getBalance({ address: first })).toBe(before[0]! + 1n)
    expect(await client.getBalance({ address: second })).toBe(before[1]! + 2n)
  })

  test('behavior: a call that cannot be sent stops the rest; the status says partly (600)', async () => {
    const { request } = setup()
    const before = await client.getBalance({ address: second })
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [first, 1n],
    })
    const { id } = (await request(
      'wallet_sendCalls',
      batch(
        [
          { to: first, value: numberToHex(1n) },
          { to: token, data: transfer },
          { to: second, value: numberToHex(5n) },
        ],
        false,
      ),
    )) as { id: string }
    await expect
      .poll(async () => ((await request('wallet_getCallsStatus', [id])) as Status).status)
      .toBe(600)
    const status = (await request('wallet_getCallsStatus', [id])) as Status
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: second })).toBe(before)
  })

  test('errors: atomicity required, or not said, is refused (5760) before any screen', async () => {
    const { shown, request } = setup()
    for (const atomicRequired of [true, undefined])
      await expect(
        request('wallet_sendCalls', batch([{ to: first, value: '0x1' }], atomicRequired)),
      ).rejects.toMatchObject({
        message:
          'Atomicity not supported: batched calls need the smart account, and the account in use is the EOA',
        code: 5760,
      })
    expect(await request('wallet_getCapabilities', [owner.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect(shown).toEqual([])
  })
})
