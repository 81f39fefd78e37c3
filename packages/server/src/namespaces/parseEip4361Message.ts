import { formatSIWXMessage } from '@latchkey/core/protocol'
import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { MalformedSIWXMessageError } from '../errors/siwx.js'
import type { ParsedSIWXMessage } from '../siwx/ParsedSIWXMessage.js'

// A declaration (not an arrow) so that TypeScript narrows the fields after each refusal.
function malformed(problem: string): never {
  throw new MalformedSIWXMessageError(problem)
}

/**
 * Reads an EIP-4361 message, refusing (SIWX_MALFORMED_MESSAGE, saying what is wrong) one that
 * lacks a field, has an address not in EIP-55 form, a version other than 1 or a date that is not
 * RFC 3339, or strays from the grammar's layout in any way: the text must be exactly what core's
 * `formatSIWXMessage` writes for the fields viem's parser reads from it.
 */
export function parseEip4361Message(message: string): ParsedSIWXMessage {
  const fields = parseSiweMessage(message)
  const { domain, address, uri, version, chainId, nonce, issuedAt } = fields
  if (!domain || !address)
    malformed('no "{domain} wants you to sign in with your Ethereum account:" line and address')
  if (!uri || !version || !chainId || !nonce || !issuedAt)
    malformed('it needs URI, Version, Chain ID, Nonce and Issued At')
  if (version !== '1') malformed(`Version must be 1, got '${version}'`)
  if (!isAddress(address, { strict: false }) || getAddress(address) !== address)
    malformed(`the address must be in EIP-55 checksummed form (${getAddressOrNot(address)})`)
  const dates = { issuedAt, expirationTime: fields.expirationTime, notBefore: fields.notBefore }
  for (const [name, date] of Object.entries(dates))
    if (date && Number.isNaN(date.getTime())) malformed(`${name} is not an RFC 3339 date-time`)

  // The raw date texts, so the layout check compares the message's own spelling of them.
  const raw = (label: string) => message.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1]
  let canonical: string | undefined
  try {
    canonical = formatSIWXMessage({
      chainId: `eip155:${chainId}`,
      accountAddress: address,
      domain,
      scheme: fields.scheme,
      statement: fields.statement,
      uri,
      version,
      nonce,
      issuedAt: raw('Issued At') ?? '',
      expirationTime: raw('Expiration Time'),
      notBefore: raw('Not Before'),
      requestId: fields.requestId,
      resources: fields.resources,
    })
  } catch (error) {
    malformed(error instanceof Error ? error.message : String(error))
  }
  if (canonical !== message) malformed('it does not follow the EIP-4361 layout')

  return {
    scheme: fields.scheme,
    domain,
    address,
    statement: fields.statement,
    uri,
    version: '1',
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    nonce,
    issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
  }
}

function getAddressOrNot(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : 'not an address'
}
