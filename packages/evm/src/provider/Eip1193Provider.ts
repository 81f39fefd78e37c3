/** One EIP-1193 request. */
export type Eip1193RequestArguments = { method: string; params?: unknown }

/** Called with an EIP-1193 event's payload. */
export type Eip1193Listener = (payload: unknown) => void

/**
 * A wallet's EIP-1193 provider, as loosely as wallets implement it: `request` is required;
 * events are optional (some providers have `on` without `removeListener`).
 */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

/** Whether `value` looks like an EIP-1193 provider (has a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
