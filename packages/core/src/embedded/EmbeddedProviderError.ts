/** A provider error with an EIP-1193 code (4001 declined, 4200 unsupported method...). */
export class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
