/** Parameters every server error takes besides its short message. */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: string[] | undefined
}

/** The root of every error the server throws on purpose: a short message plus metadata. */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const lines = [shortMessage, ...(parameters.metaMessages ?? [])]
    if (parameters.details) lines.push(`Details: ${parameters.details}`)
    super(lines.join('\n'), parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.metaMessages = parameters.metaMessages
  }

  /** Follows the `cause` chain to the deepest error, or to the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    while (true) {
      if (predicate?.(error)) return error
      const cause = error instanceof Error ? error.cause : undefined
      if (cause === undefined) return predicate ? null : error
      error = cause
    }
  }
}
