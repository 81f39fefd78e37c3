import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import { getIdentity } from './getIdentity.js'

/**
 * The identity names and profile images asked for so far, by lowercased address (null: none, or
 * not known yet). Both come in one answer, so one update sets both.
 */
type IdentityNamesState = {
  names: Readonly<Record<string, string | null>>
  avatars: Readonly<Record<string, string | null>>
}

// Per client, on the client's features (ended by `client.destroy()`): the names a list shows.
const identityNames = defineFeature({
  name: 'identityNames',
  create(client: LatchkeyClient) {
    const store: Store<IdentityNamesState> = createStore<IdentityNamesState>({
      names: {},
      avatars: {},
    })
    const asked = new Set<string>()
    /** Asks the data API once per address (its requests are shared and kept 5 minutes). */
    const request = (address: string) => {
      const key = address.toLowerCase()
      if (asked.has(key)) return
      asked.add(key)
      getIdentity(client, { address }).then(
        (identity) =>
          store.setState((state) => ({
            names: { ...state.names, [key]: identity.name },
            avatars: { ...state.avatars, [key]: identity.avatar },
          })),
        // The address stays shown: a name is a nicety. A later watch asks again.
        () => asked.delete(key),
      )
    }
    return { store, request, destroy: () => asked.clear() }
  },
})

/** The client's identity names and profile images (made on first use). */
export function getIdentityNames(client: LatchkeyClient) {
  return getFeature(client, identityNames)
}
