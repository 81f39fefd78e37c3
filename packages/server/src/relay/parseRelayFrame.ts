import * as v from 'valibot'

/** A JSON-RPC request from a client; `id` is the id's JSON text, echoed back byte for byte. */
export type RelayRequestFrame = { kind: 'request'; id: string; method: string; params: unknown }

/** A client's answer to a request the relay sent (an `irn_subscription` ack). */
type RelayResponseFrame = { kind: 'response'; id: string; result: unknown; error: unknown }

/** A frame the relay cannot serve; `id` is the request's id text when it had one, else `null`. */
type RelayInvalidFrame = { kind: 'invalid'; id: string; message: string }

/** One WebSocket text frame from a client, read. */
export type RelayFrame = RelayRequestFrame | RelayResponseFrame | RelayInvalidFrame

const relayFrameId = v.union(
  [v.string(), v.number()],
  'Invalid payload: id must be a string or a number',
)

// What an invalid frame's answer echoes: its id, when that at least is good.
const relayFrameIdSchema = v.object({ id: relayFrameId })

// A JSON-RPC frame: an id, then a method (a request) or a result or error (an answer).
const relayFrameSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'Invalid payload: expected a JSON-RPC object',
  ),
  // Checked as undefined when absent, so the field names itself.
  v.transform((value): Record<string, unknown> => ({ id: undefined, ...value })),
  v.looseObject({
    id: relayFrameId,
    method: v.optional(
      v.pipe(
        v.string('Invalid payload: method must be a string'),
        v.nonEmpty('Invalid payload: method must be a string'),
      ),
    ),
  }),
  v.check(
    (frame) => 'method' in frame || 'result' in frame || 'error' in frame,
    'Invalid payload: no method',
  ),
)

/**
 * Reads one text frame as a JSON-RPC request or response. Ids are kept as their JSON text:
 * the SDKs send 19-digit ids, which a JS number would round.
 */
export function parseRelayFrame(text: string): RelayFrame {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: 'null', message: 'Invalid payload: not JSON' }
  }
  const result = v.safeParse(relayFrameSchema, parsed, { abortEarly: true })
  if (!result.success) {
    // The id is echoed once it is known good, whatever else the frame got wrong.
    const known = v.safeParse(relayFrameIdSchema, parsed)
    const id = known.success ? readId(text, known.output.id) : undefined
    return { kind: 'invalid', id: id ?? 'null', message: result.issues[0].message }
  }
  const frame = result.output
  const id = readId(text, frame.id)!
  if (frame.method !== undefined)
    return { kind: 'request', id, method: frame.method, params: frame.params }
  return { kind: 'response', id, result: frame.result, error: frame.error }
}

/** The digits of an id whichever way it was written (`123`, `"123"`, or the SDKs' BigInt `"123n"`). */
export function getRelayIdKey(id: string): string {
  return id.replace(/^"|"$/g, '').replace(/n$/, '')
}

function readId(text: string, value: unknown): string | undefined {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value !== 'number') return undefined
  // A number may have lost digits in JSON.parse: take its text from the frame instead.
  return readTopLevelNumber(text, 'id')
}

/** The text of a number member of the top-level object, the last one when repeated (as JSON.parse). */
function readTopLevelNumber(text: string, key: string): string | undefined {
  let depth = 0
  let found: string | undefined
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    else if (char === '"') {
      const end = endOfString(text, index)
      if (depth === 1) {
        const colon = skipSpace(text, end)
        if (text[colon] === ':' && JSON.parse(text.slice(index, end)) === key) {
          const start = skipSpace(text, colon + 1)
          const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(start, start + 64))
          if (number) found = number[0]
        }
      }
      index = end - 1
    }
  }
  return found
}

function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
  return index + 1
}

function skipSpace(text: string, start: number): number {
  let index = start
  while (/\s/.test(text[index] ?? '')) index++
  return index
}
