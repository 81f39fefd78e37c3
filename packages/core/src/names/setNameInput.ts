import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamesStore } from './getNamesStore.js'
import { readNameLabel } from './readNameLabel.js'
import { suggestNames } from './suggestNames.js'

/** What `setNameInput` accepts. */
export type SetNameInputParameters = {
  /** The name as typed: a label ('bobby'), or the full name under the suffix. */
  input: string
}

/** How long typing pauses before suggestions are asked (spec section 9's search pause). */
export const nameSuggestionsPause = 300

/**
 * Sets the typed name and checks it against the rule at once; a valid label's availability and
 * suggestions are asked once typing pauses for 300 ms (an answer to older typing is dropped).
 */
export function setNameInput(client: LatchkeyClient, parameters: SetNameInputParameters): void {
  const { state, run } = getNamesStore(client)
  const { input } = parameters
  const { problem } = readNameLabel(input, state.getState().suffix)
  clearTimeout(run.suggestTimer)
  const request = ++run.suggestRequest
  const valid = input.trim() !== '' && !problem
  state.setState({
    input,
    problem: input.trim() === '' ? undefined : problem,
    availability: { status: valid ? 'checking' : 'idle' },
    suggestions: valid ? state.getState().suggestions : [],
    registration: { status: 'idle' },
  })
  if (!valid) return
  run.suggestTimer = setTimeout(() => void suggestNames(client, { request }), nameSuggestionsPause)
}
