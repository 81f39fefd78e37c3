import type { ResolvedOptions } from '../options/LatchkeyOptions.js'

/** Logs a problem when the client's `debug` option is on; never throws. */
export function logDebug(
  client: { readonly options: Pick<ResolvedOptions, 'debug'> },
  message: string,
  error?: unknown,
): void {
  if (client.options.debug)
    console.warn(`[latchkey] ${message}`, ...(error === undefined ? [] : [error]))
}
