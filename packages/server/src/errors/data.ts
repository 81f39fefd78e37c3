import { BaseError } from './base.js'
import { HttpError } from './http.js'

/** A data API configuration (LATCHKEY_DATA_CONFIG or `config.data.config`) the server cannot use. */
export class DataConfigError extends BaseError {
  override name = 'DataConfigError'
  readonly problems: readonly string[]

  constructor(source: string, problems: readonly string[]) {
    super(
      `${source}: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the data API configuration.`,
      { metaMessages: problems.map((problem) => `  - ${problem}`) },
    )
    this.problems = problems
  }
}

/** A chain's node did not answer a read: the route answers 502 CHAIN_UNAVAILABLE with this message. */
export class ChainUnavailableError extends HttpError {
  override name = 'ChainUnavailableError'

  constructor(caipNetworkId: string, cause: unknown) {
    super(502, 'CHAIN_UNAVAILABLE', `The node of ${caipNetworkId} did not answer`, { cause })
  }
}
