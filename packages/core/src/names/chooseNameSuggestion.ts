import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamesStore } from './getNamesStore.js'
import { readNameLabel } from './readNameLabel.js'

/** What `chooseNameSuggestion` accepts. */
export type ChooseNameSuggestionParameters = {
  /** One of the state's `suggestions` (a full name the server said is free). */
  name: string
}

/**
 * Fills the form with a suggested name: its label goes in the field, already known to be free
 * (no new request), and the other suggestions stay.
 */
export function chooseNameSuggestion(
  client: LatchkeyClient,
  parameters: ChooseNameSuggestionParameters,
): void {
  const { state, run } = getNamesStore(client)
  const { suffix, suggestions } = state.getState()
  const { label, problem } = readNameLabel(parameters.name, suffix)
  clearTimeout(run.suggestTimer)
  run.suggestRequest++
  state.setState({
    input: label,
    problem,
    availability: { status: 'available', name: parameters.name },
    suggestions: suggestions.filter((name) => name !== parameters.name),
    registration: { status: 'idle' },
  })
}
