import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { InvalidParameterError } from '../errors/parameter.js'

/** The parts of a request a route reads, each with the valibot schema that checks it. */
export type RequestSchemas = {
  params?: v.GenericSchema | undefined
  query?: v.GenericSchema | undefined
  body?: v.GenericSchema | undefined
}

/** What a route read: each part it named, typed from its schema. */
export type ReadRequestReturnType<schemas extends RequestSchemas> = {
  [part in keyof schemas]: schemas[part] extends v.GenericSchema
    ? v.InferOutput<schemas[part]>
    : never
}

/** The first problem found in a request: its part, the field's path (if any) and the schema's message. */
export type RequestIssue = {
  part: 'params' | 'query' | 'body'
  /** The field's path, dot-separated (`addresses.0`); undefined when the part as a whole is wrong. */
  field: string | undefined
  message: string
}

/** Options of `readRequest`. */
export type ReadRequestOptions = {
  /** The error thrown for a bad request; default a 400 InvalidParameterError naming the field. */
  refuse?: ((issue: RequestIssue) => Error) | undefined
}

const parts = ['params', 'query', 'body'] as const

/**
 * The server's one input door: checks a request's params, then its query, then its body with the
 * route's valibot schemas and answers them typed, or throws (default a 400 naming the first field
 * that fails, with the schema's message). An absent part reads as an empty object.
 */
export function readRequest<const schemas extends RequestSchemas>(
  request: FastifyRequest,
  schemas: schemas,
  options: ReadRequestOptions = {},
): ReadRequestReturnType<schemas> {
  const output: Partial<Record<RequestIssue['part'], unknown>> = {}
  for (const part of parts) {
    const schema = schemas[part]
    if (schema) output[part] = readRequestPart(part, schema, request[part], options)
  }
  return output as ReadRequestReturnType<schemas>
}

/** One part of a request (or a value standing for it) checked by `schema`, as `readRequest` does. */
export function readRequestPart<schema extends v.GenericSchema>(
  part: RequestIssue['part'],
  schema: schema,
  value: unknown,
  options: ReadRequestOptions = {},
): v.InferOutput<schema> {
  // URL text only: a body's schema (core's, shared with the client) says what its text may hold.
  const nul = part === 'body' ? undefined : findNulCharacter(value)
  if (nul !== undefined)
    throw (options.refuse ?? refuseParameter)({
      part,
      field: nul || undefined,
      message: 'must not contain a NUL character',
    })
  const result = v.safeParse(schema, value ?? {}, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  const field = issue.path?.map((item) => String(item.key)).join('.') || undefined
  throw (options.refuse ?? refuseParameter)({ part, field, message: issue.message })
}

/**
 * The dot-separated path of the first text holding a NUL in a request's params or query ('' for
 * the part itself), else undefined. Checked for every route before its schema: PostgreSQL's text cannot
 * hold a NUL, so free text that reached a query with one was a 500 (issue 29, item 31).
 */
function findNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  // Params and query are flat (a repeated parameter is an array); the bound keeps any walk short.
  if (typeof value !== 'object' || value === null || depth > 32) return undefined
  for (const [key, item] of Object.entries(value)) {
    // A NUL in a name is not repeated in the answer: the object holding it is named.
    if (key.includes('\u0000')) return path
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** The default refusal: a 400 naming the field, or the part when the part as a whole is wrong. */
function refuseParameter({ part, field, message }: RequestIssue): InvalidParameterError {
  return field === undefined
    ? new InvalidParameterError(part, `is invalid: ${message}`)
    : new InvalidParameterError(field, message)
}
