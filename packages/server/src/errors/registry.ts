import { BaseError } from './base.js'

const shownProblems = 20

/** A wallet catalog file that cannot be imported: every problem found, each naming its entry and field. */
export class WalletCatalogError extends BaseError {
  override name = 'WalletCatalogError'
  readonly problems: readonly string[]

  constructor(source: string, problems: readonly string[]) {
    const more = problems.length - shownProblems
    super(
      `${source}: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; nothing was imported.`,
      {
        metaMessages: [
          ...problems.slice(0, shownProblems).map((problem) => `  - ${problem}`),
          ...(more > 0 ? [`  ... and ${more} more`] : []),
        ],
      },
    )
    this.problems = problems
  }
}
