/** An error the frame sends back with a provider code (4001 declined, 4902 unknown chain, 57xx EIP-5792...). */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
