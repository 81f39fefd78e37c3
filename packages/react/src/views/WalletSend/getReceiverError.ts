import type { SendState } from '@latchkey/core/modal'
import type { sendStrings } from '../../i18n/sendStrings.js'

// 'bob.latchkey.eth': a word, a dot, a suffix; no address of any namespace looks like it.
const namePattern = /^[^\s.]+(\.[^\s.]+)+$/

/**
 * The error under Send's receiver field, once something is typed: the address is invalid, the
 * name is not found, or (where names are not looked up, Solana) names do not work here.
 */
export function getReceiverError(
  state: Pick<SendState, 'receiverInput' | 'receiverStatus'>,
  acceptsNames: boolean,
  strings: typeof sendStrings,
): string | undefined {
  const { receiverStatus } = state
  const input = state.receiverInput.trim()
  if (!input) return undefined
  if (
    receiverStatus !== 'invalidAddress' &&
    receiverStatus !== 'nameNotFound' &&
    receiverStatus !== 'nameError'
  )
    return undefined
  if (!acceptsNames && namePattern.test(input)) return strings.sendNamesUnsupported
  return strings.sendProblems[receiverStatus]
}
