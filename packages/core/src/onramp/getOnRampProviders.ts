import type { OnrampProvider } from '../data/onrampApi.js'
import { defaultOnRampProviders } from './defaultOnRampOptions.js'
import type { OnRampState } from './OnRampState.js'

/** The providers offered: the server's, else the built-in two (spec section 9). */
export function getOnRampProviders(state: OnRampState): readonly OnrampProvider[] {
  return state.options?.providers?.length ? state.options.providers : defaultOnRampProviders
}
