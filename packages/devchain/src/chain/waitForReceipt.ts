import {
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'

/** What `waitForReceipt` takes. */
export type WaitForReceiptParameters = {
  hash: Hex
  /** How long to wait before failing; defaults to 30 s (anvil mines as a transaction arrives). */
  timeout?: number
  /** Between two asks; defaults to 20 ms. */
  pollingInterval?: number
}

// viem's waitForTransactionReceipt asks for the receipt once per new block. anvil reports a
// block number before that block's receipts are readable (about 1 send in 150 here, measured),
// and an automining anvil makes no other block: that wait then lasts its full 180 s. This asks
// for the receipt itself until it is there.

/** The receipt of `hash` on a dev chain, asked for until it is there. */
export async function waitForReceipt(
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  parameters: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const { hash, timeout = 30_000, pollingInterval = 20 } = parameters
  const deadline = Date.now() + timeout
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    })
    if (receipt) return receipt
    if (Date.now() >= deadline)
      throw new Error(
        `waitForReceipt: transaction ${hash} has no receipt after ${timeout} ms; it was never mined.`,
      )
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}
