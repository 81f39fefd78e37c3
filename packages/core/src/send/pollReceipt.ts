/** How often a sent transaction's receipt is asked for. */
const receiptPollInterval = 1_000

/**
 * Asks `read` for a sent transaction's receipt every second until it gives one; `signal` stops
 * the asking. Adapters ask for the receipt itself instead of waiting for a new block to ask: a
 * node may report a block before its receipts are readable, and a dev chain that mines on demand
 * makes no further block to ask on.
 */
export async function pollReceipt<receipt>(
  read: () => Promise<receipt | undefined>,
  signal: AbortSignal | undefined,
): Promise<receipt> {
  for (;;) {
    signal?.throwIfAborted()
    const receipt = await read()
    if (receipt !== undefined) return receipt
    await new Promise<void>((resolve, reject) => {
      const abort = () => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', abort)
        resolve()
      }, receiptPollInterval)
      signal?.addEventListener('abort', abort, { once: true })
    })
  }
}
