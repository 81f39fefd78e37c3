import { BaseError } from './base.js'

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
