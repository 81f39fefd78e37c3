import { TimeoutError } from '../errors/request.js'

/** What `fetchWithTimeout` needs: the request, its time-out and how to read the answer. */
export type FetchWithTimeoutParameters<result> = {
  fetch: typeof globalThis.fetch
  url: string
  init: RequestInit
  /** Milliseconds for the whole exchange, body included; 0 or Infinity means none. */
  timeout: number
  /** The caller's signal; aborting it rejects with its reason, as `fetch` does. */
  signal?: AbortSignal | undefined
  /** Reads the answer; it runs inside the time-out so a body that never ends still times out. */
  read: (response: Response) => Promise<result>
}

// setTimeout fires at once for delays above 2^31 - 1 ms, so longer time-outs are capped there.
const maxTimerDelay = 2 ** 31 - 1

/** Runs one fetch under a time-out (TimeoutError) and the caller's AbortSignal. */
export async function fetchWithTimeout<result>({
  fetch,
  url,
  init,
  timeout,
  signal,
  read,
}: FetchWithTimeoutParameters<result>): Promise<result> {
  signal?.throwIfAborted()
  // One controller carries both reasons to stop, so the fetch sees a single signal (and no
  // AbortSignal.any, which older Safari lacks).
  const controller = new AbortController()
  let timedOut = false
  const timer =
    timeout > 0 && timeout !== Number.POSITIVE_INFINITY
      ? setTimeout(
          () => {
            timedOut = true
            controller.abort()
          },
          Math.min(timeout, maxTimerDelay),
        )
      : undefined
  const onAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    return await read(response)
  } catch (error) {
    if (timedOut) throw new TimeoutError({ url, timeout })
    if (signal?.aborted) throw signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
