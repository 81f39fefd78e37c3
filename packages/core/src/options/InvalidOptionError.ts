import { BaseError } from '../errors/base.js'

/**
 * Thrown when an option of `createLatchkey` (or a setter's argument) is unknown, wrong or
 * contradictory. `createLatchkey`'s and `defineNetwork`'s checks run outside production builds
 * (where `process.env.NODE_ENV` is not 'production'): a developer meets them in development.
 */
export class InvalidOptionError extends BaseError {
  override name = 'InvalidOptionError'
  /** The option at fault, as a path: 'defaultNetwork', 'features.swaps', 'adapters[1]'. */
  option: string
  /** What is wrong with it. */
  problem: string

  constructor({ option, problem }: { option: string; problem: string }) {
    super(`Invalid option \`${option}\`: ${problem}`)
    this.option = option
    this.problem = problem
  }
}
