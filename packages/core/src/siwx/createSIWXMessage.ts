import { formatSIWXMessage } from './formatSIWXMessage.js'
import type { SIWXMessage, SIWXMessageData } from './SIWXConfig.js'

/**
 * Makes a SIWXMessage from its fields: `toString()` gives the EIP-4361 / CAIP-122 text. The text
 * is written once here, so a field that breaks the grammar throws now, not at signing.
 */
export function createSIWXMessage(data: SIWXMessageData): SIWXMessage {
  const text = formatSIWXMessage(data)
  return { ...data, toString: () => text }
}
