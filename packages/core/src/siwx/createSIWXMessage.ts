import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import { formatSIWXMessage } from './formatSIWXMessage.js'
import type { SIWXMessage, SIWXMessageData } from './SIWXConfig.js'

/**
 * Makes a SIWXMessage from its fields: `toString()` gives the EIP-4361 / CAIP-122 text. The text
 * is written once here, so a field that breaks the grammar throws now, not at signing.
 * `descriptor` is the record of a namespace that is not built in.
 */
export function createSIWXMessage(
  data: SIWXMessageData,
  descriptor?: NamespaceDescriptor,
): SIWXMessage {
  const text = formatSIWXMessage(data, descriptor)
  return { ...data, toString: () => text }
}
