import { formatSIWXMessage } from '@latchkey/core/protocol'
import { MalformedSIWXMessageError } from '../errors/siwx.js'
import type { ParsedSIWXMessage } from '../siwx/ParsedSIWXMessage.js'

/** The namespace a CAIP-122 message is read for. */
export type Caip122Namespace = {
  /** The CAIP-2 namespace: the message's chain is `${namespace}:${Chain ID}`. */
  namespace: string
  /** The name in the first line: `… wants you to sign in with your ${chainName} account:`. */
  chainName: string
  /** Whether the second line is an address of the namespace. */
  isAddress(value: string): boolean
}

// A declaration (not an arrow) so that TypeScript narrows the fields after each refusal.
function malformed(problem: string): never {
  throw new MalformedSIWXMessageError(problem)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Reads a CAIP-122 message (the EIP-4361 layout naming `chainName` in its first line, the chain id
 * the CAIP-2 reference), refusing (SIWX_MALFORMED_MESSAGE) one whose text strays from the layout
 * `formatSIWXMessage` writes for its fields, or whose address is not the namespace's.
 */
export function parseCaip122Message(message: string, target: Caip122Namespace): ParsedSIWXMessage {
  const header = new RegExp(
    `^(?:([a-z][a-z0-9+.-]*)://)?(\\S+) wants you to sign in with your ${escapeRegExp(target.chainName)} account:\\n(\\S+)\\n`,
    'i',
  ).exec(message)
  const [, scheme, domain = '', address = ''] = header ?? []
  if (!header)
    malformed(`no "{domain} wants you to sign in with your ${target.chainName} account:" line`)
  if (!target.isAddress(address)) malformed(`the address is not a ${target.namespace} address`)
  const raw = (label: string) => message.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1]
  const statement = /^[^\n]+\n[^\n]+\n\n([^\n]+)\n\nURI: /.exec(message)?.[1]
  const uri = raw('URI') ?? ''
  const version = raw('Version') ?? ''
  const chainId = raw('Chain ID') ?? ''
  const nonce = raw('Nonce') ?? ''
  const issuedAt = raw('Issued At') ?? ''
  if (!uri || !version || !chainId || !nonce || !issuedAt)
    malformed('it needs URI, Version, Chain ID, Nonce and Issued At')
  if (version !== '1') malformed(`Version must be 1, got '${version}'`)
  const resources = message
    .split('\nResources:\n')[1]
    ?.split('\n')
    .map((line) => line.slice(2))
  let canonical = ''
  try {
    canonical = formatSIWXMessage({
      chainId: `${target.namespace}:${chainId}`,
      accountAddress: address,
      domain,
      scheme,
      statement,
      uri,
      version,
      nonce,
      issuedAt,
      expirationTime: raw('Expiration Time'),
      notBefore: raw('Not Before'),
      requestId: raw('Request ID'),
      resources,
    })
  } catch (error) {
    malformed(error instanceof Error ? error.message : String(error))
  }
  // The first line was read above with the namespace's own chain name; the rest must be exact.
  const body = (text: string) => text.slice(text.indexOf('\n'))
  if (body(canonical) !== body(message)) malformed('it does not follow the CAIP-122 layout')
  const date = (text: string | undefined) => {
    if (text === undefined) return undefined
    const value = new Date(text)
    if (Number.isNaN(value.getTime())) malformed(`${text} is not an RFC 3339 date-time`)
    return value
  }
  return {
    scheme,
    domain,
    address,
    statement,
    uri,
    version: '1',
    chainId,
    caipNetworkId: `${target.namespace}:${chainId}`,
    nonce,
    issuedAt: date(issuedAt) ?? new Date(Number.NaN),
    expirationTime: date(raw('Expiration Time')),
    notBefore: date(raw('Not Before')),
  }
}
