import type { ExternalValue } from './createExternalValue.js'
import type { ReadParameters } from './LatchkeyClient.js'

/** The value's snapshot, or its server snapshot when asked (both stable until the value changes). */
export function readValue<value>(
  value: ExternalValue<value>,
  parameters: ReadParameters | undefined,
): value {
  return parameters?.serverSnapshot ? value.getServerSnapshot() : value.getSnapshot()
}
