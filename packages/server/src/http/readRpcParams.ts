import * as v from 'valibot'

/**
 * Reads a JSON-RPC request's params with a schema, or throws `rpcError` -32602 naming the first
 * bad field the way clients read it (`params[0].signature must be …`).
 */
export function readRpcParams<schema extends v.GenericSchema>(
  schema: schema,
  params: unknown[],
  rpcError: new (code: number, message: string) => Error,
): v.InferOutput<schema> {
  const parsed = v.safeParse(schema, params)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const path = (issue.path ?? [])
    .map((item, index) => (index === 0 ? `params[${String(item.key)}]` : `.${String(item.key)}`))
    .join('')
  throw new rpcError(-32602, `Invalid params: ${path || 'params'} ${issue.message}`)
}
