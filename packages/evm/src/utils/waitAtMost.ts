/**
 * Waits for `promise` (rejecting with its error), or `timeout` ms at most, then goes on:
 * for a wallet request that some wallets never answer.
 */
export function waitAtMost(promise: Promise<unknown>, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, timeout)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
