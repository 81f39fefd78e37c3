import * as v from 'valibot'

/** What `checkBody` found: the typed body, or what is wrong with it. */
export type CheckBodyReturnType<output> =
  | { success: true; output: output }
  | { success: false; problem: string }

/**
 * Checks a wire body against a schema, for code that does not import valibot (the server):
 * the typed body, or the first problem as `path: message`.
 */
export function checkBody<schema extends v.GenericSchema>(
  schema: schema,
  body: unknown,
): CheckBodyReturnType<v.InferOutput<schema>> {
  const result = v.safeParse(schema, body)
  if (result.success) return { success: true, output: result.output }
  const [issue] = result.issues
  const path = issue?.path?.map((item) => String(item.key)).join('.')
  return {
    success: false,
    problem: `${path ? `${path}: ` : ''}${issue?.message ?? 'is invalid'}`,
  }
}
