import type { EmitArguments } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { LatchkeyClient } from './LatchkeyClient.js'

/** Sends an event on the client's emitter and records it as the last one (`getLastEvent`). */
export function trackEvent<name extends keyof LatchkeyEventMap>(
  client: Pick<LatchkeyClient, 'events'> & { stores: Pick<LatchkeyClient['stores'], 'client'> },
  name: name,
  ...args: EmitArguments<LatchkeyEventMap[name]>
): void {
  const event = { name, payload: args[0], timestamp: Date.now() } as LatchkeyEvent
  client.stores.client.setState({ lastEvent: event })
  client.events.emit(name, ...args)
}
