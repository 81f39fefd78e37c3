import type { LatchkeyClient } from '@latchkey/core'

// The element that opened the modal, per client, so focus can go back to it on close.
const triggers = new WeakMap<LatchkeyClient, HTMLElement>()

/** The focused element, looking inside shadow roots; undefined on the server. */
export function getActiveElement(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : undefined
}

/** Records what opened the modal: `element`, else whatever has focus now. */
export function rememberTrigger(client: LatchkeyClient, element?: HTMLElement | undefined): void {
  const trigger = element ?? getActiveElement()
  if (trigger) triggers.set(client, trigger)
  else triggers.delete(client)
}

/** Returns and forgets the element that opened the modal. */
export function takeTrigger(client: LatchkeyClient): HTMLElement | undefined {
  const trigger = triggers.get(client)
  triggers.delete(client)
  return trigger
}
