import * as v from 'valibot'

/**
 * One query parameter as text: given at most once (Fastify makes a repeated one an array), an
 * empty value reading as absent.
 */
export const queryText = v.pipe(
  v.unknown(),
  v.check(
    (value) => !Array.isArray(value),
    (issue) => `must be given once, got it ${queryItems(issue.input).length} times`,
  ),
  v.transform((value) => (typeof value === 'string' && value !== '' ? value : undefined)),
)

/** An optional integer parameter from `min` to `max`, in plain digits. */
export function queryInteger(min: number, max: number) {
  return v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || (/^\d{1,7}$/.test(value) && +value >= min && +value <= max),
      (issue) => `must be an integer from ${min} to ${max}, got ${quoteValue(String(issue.input))}`,
    ),
    v.transform((value) => (value === undefined ? undefined : Number(value))),
  )
}

/** A comma-separated parameter as its items, at most `max` of them. */
export function queryList(max: number) {
  return v.pipe(
    queryText,
    v.transform((value) => value?.split(',')),
    v.check(
      (items) => items === undefined || items.length <= max,
      (issue) => `must list at most ${max} items, got ${queryItems(issue.input).length}`,
    ),
  )
}

/** A value in a message, quoted and cut to 80 characters. */
export function quoteValue(value: string): string {
  return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`
}

/**
 * A query parameter that may be absent: an absent one is read as empty, so the parameter's own
 * schema (which reads empty as absent) gives its default.
 */
export function queryParameter<schema extends v.GenericSchema>(schema: schema) {
  return v.optional(schema, '')
}

/** The items of a repeated or listed parameter as text (none when it is not a list). */
export function queryItems(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : []
}
