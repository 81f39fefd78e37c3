import type * as v from 'valibot'
import { type ReadRequestOptions, readRequestPart } from './readRequest.js'

/**
 * The query of a WebSocket upgrade, which no Fastify route reads, checked by `schema` as
 * `readRequest` checks a route's: a repeated parameter is an array, as Fastify has it, so the
 * same schemas (`queryText`, ...) apply; a bad one throws as `readRequest` does.
 */
export function readUpgradeQuery<schema extends v.GenericSchema>(
  url: URL,
  schema: schema,
  options: ReadRequestOptions = {},
): v.InferOutput<schema> {
  const values = new Map<string, string | string[]>()
  for (const [key, value] of url.searchParams) {
    const seen = values.get(key)
    values.set(key, seen === undefined ? value : [seen, value].flat())
  }
  // fromEntries defines each key as an own property: a `__proto__` parameter stays a parameter.
  return readRequestPart('query', schema, Object.fromEntries(values), options)
}
