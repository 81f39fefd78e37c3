import * as v from 'valibot'

/** The params checked, or what is wrong with them (`calls[1].to must start with 0x, got 'abc'`). */
export type ParseWalletCallsParamsReturnType<output> =
  | { success: true; output: output }
  | { success: false; message: string }

/**
 * Checks an EIP-5792 request's params against its schema (`walletSendCallsParamsSchema`, …) where
 * they arrive; a failure names the field as `sendCalls`'s own check words it, so a dapp reads
 * the same message from either side.
 */
export function parseWalletCallsParams<schema extends v.GenericSchema>(
  schema: schema,
  params: unknown,
): ParseWalletCallsParamsReturnType<v.InferOutput<schema>> {
  const parsed = v.safeParse(schema, params)
  if (parsed.success) return { success: true, output: parsed.output }
  const issue = parsed.issues[0]
  // The first key is the params' position: the message starts at the object's field.
  const path = (issue.path ?? [])
    .slice(1)
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '')
  return { success: false, message: `${path || 'params'} ${issue.message}` }
}
