import { MalformedSIWXMessageError } from '../errors/siwx.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import type { ParsedSIWXMessage } from './ParsedSIWXMessage.js'

const header = /^(?:[a-z][a-z0-9+.-]*:\/\/)?\S+ wants you to sign in with your (.+) account:\n/i

/**
 * Reads a sign-in message with the parser of the namespace its first line names (`… sign in with
 * your Ethereum account:`), refusing (SIWX_MALFORMED_MESSAGE, saying what is wrong) a message
 * whose first line names no namespace the server knows, or that its namespace's parser refuses.
 */
export function parseSIWXMessage(
  message: string,
  namespaces: readonly ServerNamespace[] = defaultServerNamespaces,
): ParsedSIWXMessage {
  const chainName = header.exec(message)?.[1]
  const namespace = namespaces.find((entry) => entry.siwx.chainName === chainName)
  if (!namespace)
    throw new MalformedSIWXMessageError(
      `no "{domain} wants you to sign in with your … account:" line naming one of ${namespaces.map((entry) => entry.siwx.chainName).join(', ')}`,
    )
  return namespace.siwx.parseMessage(message)
}
