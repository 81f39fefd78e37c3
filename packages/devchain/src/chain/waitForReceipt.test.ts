import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from './devAccounts.js'
import { type AnvilInstance, startAnvil } from './startAnvil.js'
import { waitForReceipt } from './waitForReceipt.js'

// An anvil that mines only when asked (evm_mine), so a transaction can stay unmined.
let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31620, extraArgs: ['--no-mining'] })
})
afterAll(() => anvil?.stop())

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const send = () =>
  createWalletClient({
    account: privateKeyToAccount(devAccounts[0]!.privateKey),
    transport: http(anvil.rpcUrl),
  }).sendTransaction({ to: devAccounts[1]!.address, value: parseEther('0.001'), chain: null })

describe('waitForReceipt', () => {
  test('default: the receipt once the transaction is mined', async () => {
    const hash = await send()
    const waiting = waitForReceipt(client(), { hash })
    // Still unmined: the receipt is not there yet, and the wait goes on.
    expect(
      await client()
        .getTransactionReceipt({ hash })
        .catch(() => undefined),
    ).toBeUndefined()
    await client().request({ method: 'evm_mine' } as never)
    const receipt = await waiting
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
  })

  test('behavior: a transaction that is never mined fails after the timeout, naming it', async () => {
    const hash = await send()
    await expect(waitForReceipt(client(), { hash, timeout: 300 })).rejects.toThrow(
      `waitForReceipt: transaction ${hash} has no receipt after 300 ms; it was never mined.`,
    )
    await client().request({ method: 'evm_mine' } as never)
  })

  test('behavior: an error other than a missing receipt ends the wait with it', async () => {
    const stopped = await startAnvil({ chainId: 31621 })
    const url = stopped.rpcUrl
    await stopped.stop()
    const hash = `0x${'11'.repeat(32)}` as const
    await expect(
      waitForReceipt(createPublicClient({ transport: http(url, { retryCount: 0 }) }), { hash }),
    ).rejects.toThrow(/HTTP request failed/)
  })
})
