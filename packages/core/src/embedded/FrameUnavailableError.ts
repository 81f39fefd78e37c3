/** The frame's page did not load (spec section 8). */
export const frameLoadErrorMessage = 'Unable to load email login dependency'
/** The frame loaded but did not start for this page (spec section 8). */
export const frameInitErrorMessage = 'A problem occurred while trying initialize authentication'
/** The time-out alert of a login request (spec section 4). */
export const frameTimeoutMessage = 'The wallet did not answer in time. Please try again.'

/** The frame cannot serve: it did not load, did not start, or a login request timed out. */
export class FrameUnavailableError extends Error {
  override name = 'FrameUnavailableError'
}
