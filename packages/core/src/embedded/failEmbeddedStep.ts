import type { Store } from '../store/createStore.js'
import { FrameUnavailableError } from './createFrameChannel.js'
import type { EmbeddedState } from './EmbeddedState.js'

/** Puts the login back at `step`: a frame that is down or late shows as the alert, the server's refusals under the field. */
export function failEmbeddedStep(
  state: Store<EmbeddedState>,
  step: EmbeddedState['step'],
  error: unknown,
): void {
  const message = (error as Error).message
  const unavailable = error instanceof FrameUnavailableError
  state.setState({
    step,
    error: unavailable ? undefined : message,
    alert: unavailable ? message : undefined,
  })
}
