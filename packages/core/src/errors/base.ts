/** Options every Latchkey error accepts. */
export type BaseErrorParameters = {
  /** What went wrong underneath; kept for `walk()` and shown as details when `details` is absent. */
  cause?: unknown
  /** Technical detail (a node's or a server's own words), shown after the short message. */
  details?: string | undefined
  /** Extra lines that help the reader act on the error. */
  metaMessages?: string[] | undefined
  /** Overrides the class's `name`, for one-off errors made from `BaseError` directly. */
  name?: string | undefined
}

/** The root of every error core throws: a user-facing short message plus metadata. */
export class BaseError extends Error {
  override name = 'LatchkeyError'
  /** The message to show a person; for spec'd errors, the spec's text exactly. */
  shortMessage: string
  details: string | undefined
  metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details = parameters.details ?? detailsOf(cause)
    const lines = [shortMessage]
    if (metaMessages?.length) lines.push('', ...metaMessages)
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
    super(lines.join('\n'), cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
    if (parameters.name) this.name = parameters.name
  }

  /**
   * With no predicate, the deepest cause in the chain (this error when it has none); with one,
   * the first error in the chain, starting with this one, for which it holds, else null.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkError(this, predicate)
  }
}

/** Follows `cause` links from `error`, like `BaseError.walk`, for errors of any shape. */
export function walkError(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  // A set guards against cause cycles, which a hand-built error object can contain.
  const seen = new Set<unknown>()
  let current = error
  while (true) {
    if (predicate?.(current)) return current
    seen.add(current)
    const next = causeOf(current)
    if (next === undefined || seen.has(next)) return predicate ? null : current
    current = next
  }
}

function causeOf(error: unknown): unknown {
  if (error && typeof error === 'object' && 'cause' in error) return error.cause
  return undefined
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message || undefined
  return undefined
}
