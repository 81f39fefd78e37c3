import type { ChainNamespace, LatchkeyClient, ReadParameters, Unwatch } from '@latchkey/core'
import { useMemo, useSyncExternalStore } from 'react'

/** What the hook passes a `get*` action: the namespace, where the value has one. */
type Read = ReadParameters & { namespace?: ChainNamespace | undefined }

/** A core `get*` action. */
type Get<value> = (client: LatchkeyClient, parameters: Read) => value

/** A core `watch*` action. */
type Watch = (
  client: LatchkeyClient,
  parameters: { onChange(): void; namespace?: ChainNamespace | undefined },
) => Unwatch

/**
 * Reads a core value through its get/watch actions and re-renders when it changes: the one
 * place React binds to the client. The server snapshot (`{ serverSnapshot: true }`) is the value
 * before storage was read, so the server render and the hydrating render agree. `namespace`
 * goes to actions that take one (default the active namespace, followed when it changes).
 */
export function useClientValue<value>(
  client: LatchkeyClient,
  get: Get<value>,
  watch: Watch,
  namespace?: ChainNamespace | undefined,
): value {
  const bound = useMemo(
    () => ({
      subscribe: (onChange: () => void) => watch(client, { onChange, namespace }),
      get: () => get(client, { namespace }),
      getServer: () => get(client, { namespace, serverSnapshot: true }),
    }),
    [client, get, watch, namespace],
  )
  return useSyncExternalStore(bound.subscribe, bound.get, bound.getServer)
}
