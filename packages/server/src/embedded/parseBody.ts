import * as v from 'valibot'
import { InvalidParameterError } from '../errors/parameter.js'

/** The body checked by `schema`; a 400 naming the first field that fails. */
export const parseBody = <schema extends v.GenericSchema>(schema: schema, body: unknown) => {
  const result = v.safeParse(schema, body)
  if (result.success) return result.output as v.InferOutput<schema>
  const [issue] = result.issues
  const path = issue?.path?.map((item) => String(item.key)).join('.') || 'body'
  throw new InvalidParameterError(path, issue?.message ?? 'is invalid')
}
