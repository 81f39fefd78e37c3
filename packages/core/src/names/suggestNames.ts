import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getNamesStore } from './getNamesStore.js'
import { nameSuggestionsErrorMessage } from './nameMessages.js'
import { readNameLabel } from './readNameLabel.js'

/** What `suggestNames` accepts. */
export type SuggestNamesParameters = {
  /** The request number `setNameInput` took: a later one drops this one's answer. */
  request: number
}

/**
 * Asks the server about the typed label: whether it is free (the answer's first entry) and free
 * variations. Learns the server's suffix from the answer. A failure shows 'Error fetching name
 * suggestions'.
 */
export async function suggestNames(
  client: LatchkeyClient,
  parameters: SuggestNamesParameters,
): Promise<void> {
  const { state, run } = getNamesStore(client)
  const current = () => run.suggestRequest === parameters.request
  const { label, problem } = readNameLabel(state.getState().input, state.getState().suffix)
  if (!current() || problem) return
  try {
    if (!run.api) throw new Error('The `apiUrl` option is not set')
    const { suggestions } = await run.api.getNameSuggestions({ name: label })
    if (!current()) return
    const [asked, ...others] = suggestions
    if (!asked) throw new Error(`No answer for ${label}`)
    // The answer's full names say the suffix: `${label}.${suffix}`.
    const suffix = asked.name.startsWith(`${label}.`)
      ? asked.name.slice(label.length + 1)
      : state.getState().suffix
    state.setState({
      suffix,
      availability: { status: asked.registered ? 'taken' : 'available', name: asked.name },
      suggestions: others.filter((entry) => !entry.registered).map((entry) => entry.name),
    })
  } catch (error) {
    if (!current()) return
    logDebug(client, nameSuggestionsErrorMessage, error)
    state.setState({
      availability: { status: 'failed', message: nameSuggestionsErrorMessage },
      suggestions: [],
    })
  }
}
