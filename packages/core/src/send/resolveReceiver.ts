import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getIdentity } from '../data/getIdentity.js'
import { isNetworkSupported } from '../data/isNetworkSupported.js'
import { HttpRequestError } from '../errors/request.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'

/** What a receiver typed into Send resolved to. */
export type ResolveReceiverReturnType =
  | {
      status: 'resolved'
      address: string
      name?: string | undefined
      avatar?: string | undefined
    }
  | { status: 'invalidAddress' | 'nameNotFound' | 'nameError' }

/** What `resolveReceiver` needs. */
export type ResolveReceiverParameters = {
  /** An address, or a name such as 'bob.latchkey.eth'. */
  input: string
  /** The namespace's address check (with checksum), from its send methods. */
  isAddress(address: string): boolean
  /** The network the transfer is on: names and avatars come from the data API where it serves it. */
  caipNetworkId: string
  /** The sending account (the identity route's `sender`). */
  sender: string
}

/** The coin type of EVM addresses in a name's record (ENSIP-11's Ethereum, used for all EVM chains). */
const evmCoinType = '60'

// A dotted name of letters, digits and hyphens: 'bob.latchkey.eth'.
const namePattern = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u

/** Whether `input` reads as a name to look up rather than an address. */
export function isReceiverName(input: string): boolean {
  return !/^0x/i.test(input) && namePattern.test(input)
}

/**
 * Resolves Send's receiver: an address is checked (a wrong checksum is invalid) and its name
 * and avatar looked up; a name is looked up in the data API's names (`/v1/profile/account`),
 * then its avatar. A name that points nowhere is 'nameNotFound'; a failed lookup 'nameError'.
 */
export async function resolveReceiver(
  context: LatchkeyClient,
  parameters: ResolveReceiverParameters,
): Promise<ResolveReceiverReturnType> {
  const input = parameters.input.trim()
  // Names and profiles are served where the namespace's record says (eip155, spec section 9):
  // elsewhere only an address goes.
  const { namespace } = parseCaipNetworkId(parameters.caipNetworkId)
  const api = getNamespaceDescriptor(context.adapters, namespace).supports.names
    ? context.data.api
    : undefined
  let address: string
  let name: string | undefined
  if (isReceiverName(input)) {
    if (!api) return { status: 'nameNotFound' }
    try {
      const profile = await api.getProfileAccount({ name: input.toLowerCase() })
      const found = profile.addresses[evmCoinType]?.address
      if (!found || !parameters.isAddress(found)) return { status: 'nameNotFound' }
      address = found
      name = profile.name
    } catch (error) {
      if (error instanceof HttpRequestError && error.status === 404)
        return { status: 'nameNotFound' }
      logDebug(context, 'Failed to resolve a name', error)
      return { status: 'nameError' }
    }
  } else if (parameters.isAddress(input)) {
    address = input
  } else {
    return { status: 'invalidAddress' }
  }
  // The name and avatar are extras: a failure leaves the address as it is.
  try {
    if (api && (await isNetworkSupported(context, parameters.caipNetworkId))) {
      const identity = await getIdentity(context, { address, sender: parameters.sender })
      return {
        status: 'resolved',
        address,
        name: name ?? identity.name ?? undefined,
        avatar: identity.avatar ?? undefined,
      }
    }
  } catch (error) {
    logDebug(context, 'Failed to fetch the identity', error)
  }
  return { status: 'resolved', address, name }
}
