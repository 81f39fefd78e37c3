import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { InvalidSIWXMessageError } from '../errors/siwx.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { SIWXMessageData } from './SIWXConfig.js'

const fail = (field: string, problem: string): never => {
  throw new InvalidSIWXMessageError({ field, problem })
}

/**
 * Writes the text of a sign-in message: EIP-4361 for eip155, CAIP-122 (naming the chain its
 * namespace's record gives, or `descriptor`'s, in the header) for the other namespaces. Throws InvalidSIWXMessageError when a field would break the grammar
 * (a statement with a line break, a short nonce, a domain with a path), so nothing unparseable
 * reaches a wallet.
 */
export function formatSIWXMessage(data: SIWXMessageData, descriptor?: NamespaceDescriptor): string {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  const kind = (
    descriptor?.namespace === namespace ? descriptor : getNamespaceDescriptor(undefined, namespace)
  ).siwx.chainName
  if (!data.domain || /[\s/?#@]/.test(data.domain)) fail('domain', 'must be a host[:port]')
  if (data.scheme !== undefined && !/^[a-z][a-z0-9+.-]*$/i.test(data.scheme))
    fail('scheme', 'must be a URI scheme')
  if (!data.accountAddress || /\s/.test(data.accountAddress))
    fail('accountAddress', 'must be an address')
  if (data.statement?.includes('\n')) fail('statement', 'must be one line')
  if (!/^\S+:\S*$/.test(data.uri)) fail('uri', 'must be an absolute URI')
  if (!data.version) fail('version', 'must be set')
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce)) fail('nonce', 'must be 8 or more letters and digits')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      fail(field, 'must be an ISO 8601 date-time')
  }

  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const lines = [
    `${origin} wants you to sign in with your ${kind} account:`,
    data.accountAddress,
    '',
  ]
  // EIP-4361: address LF LF [ statement LF ] LF "URI: "; without a statement, two blank lines.
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
