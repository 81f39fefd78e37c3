import type { Store } from '../store/createStore.js'
import type { EmbeddedState } from './EmbeddedState.js'

/** Sets the email change's state, keeping what is not given. */
export function setEmailUpdate(
  state: Store<EmbeddedState>,
  update: Partial<EmbeddedState['update']>,
): void {
  state.setState({ update: { ...state.getState().update, ...update } })
}

/** Runs one step of the email change: busy while it runs, its error kept for the view. */
export async function runEmailUpdateStep<result>(
  state: Store<EmbeddedState>,
  run: () => Promise<result>,
): Promise<result> {
  setEmailUpdate(state, { busy: true, error: undefined })
  try {
    return await run()
  } catch (error) {
    setEmailUpdate(state, { error: (error as Error).message })
    throw error
  } finally {
    setEmailUpdate(state, { busy: false })
  }
}
