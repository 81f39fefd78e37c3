import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { RouterState } from '../stores/createRouterStore.js'

/** What `watchRouter` accepts. */
export type WatchRouterParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: RouterState, previous: RouterState): void
}

/** Calls `onChange` whenever the modal's view changes. */
export function watchRouter(client: LatchkeyClient, parameters: WatchRouterParameters): Unwatch {
  return client.values.router.subscribe(parameters.onChange)
}
