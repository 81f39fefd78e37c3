import { BaseError } from '@latchkey/core'

/** Thrown when a Latchkey hook or component is used outside `<LatchkeyProvider>`. */
export class LatchkeyProviderNotFoundError extends BaseError {
  override name = 'LatchkeyProviderNotFoundError'

  constructor({ caller }: { caller: string }) {
    super(`\`${caller}\` must be used inside \`<LatchkeyProvider client={...}>\``)
  }
}
