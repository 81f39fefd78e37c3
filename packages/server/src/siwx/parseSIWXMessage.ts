import { formatSIWXMessage } from '@latchkey/core/internal'
import { type Address, getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SIWXRefusalError } from '../errors/siwx.js'

/** The fields of a well-formed EIP-4361 message, dates as Dates. */
export type ParsedSIWXMessage = {
  scheme: string | undefined
  domain: string
  address: Address
  statement: string | undefined
  uri: string
  version: '1'
  chainId: number
  /** `eip155:${chainId}`. */
  caipNetworkId: `eip155:${number}`
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
}

const malformed = (problem: string): never => {
  throw new SIWXRefusalError('SIWX_MALFORMED_MESSAGE', problem)
}

/**
 * Reads an EIP-4361 message, refusing (SIWX_MALFORMED_MESSAGE, saying what is wrong) one that
 * lacks a field, has an address not in EIP-55 form, a version other than 1 or a date that is not
 * RFC 3339, or strays from the grammar's layout in any way: the text must be exactly what core's
 * `formatSIWXMessage` writes for the fields viem's parser reads from it.
 */
export function parseSIWXMessage(message: string): ParsedSIWXMessage {
  const fields = parseSiweMessage(message)
  if (!fields.domain || !fields.address)
    malformed('no "{domain} wants you to sign in with your Ethereum account:" line and address')
  const { uri, version, chainId, nonce } = fields
  if (!uri || !version || !chainId || !nonce || !fields.issuedAt)
    malformed('it needs URI, Version, Chain ID, Nonce and Issued At')
  if (version !== '1') malformed(`Version must be 1, got '${version}'`)
  const address = fields.address as Address
  if (!isAddress(address, { strict: false }) || getAddress(address) !== address)
    malformed(`the address must be in EIP-55 checksummed form (${getAddressOrNot(address)})`)
  const dates = { issuedAt: fields.issuedAt, ...pick(fields, 'expirationTime', 'notBefore') }
  for (const [name, date] of Object.entries(dates))
    if (date && Number.isNaN(date.getTime())) malformed(`${name} is not an RFC 3339 date-time`)

  // The raw date texts, so the layout check compares the message's own spelling of them.
  const raw = (label: string) => message.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1]
  let canonical: string | undefined
  try {
    canonical = formatSIWXMessage({
      chainId: `eip155:${chainId}`,
      accountAddress: address,
      domain: fields.domain as string,
      scheme: fields.scheme,
      statement: fields.statement,
      uri: uri as string,
      version: version as string,
      nonce: nonce as string,
      issuedAt: raw('Issued At') as string,
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
    domain: fields.domain as string,
    address,
    statement: fields.statement,
    uri: uri as string,
    version: '1',
    chainId: chainId as number,
    caipNetworkId: `eip155:${chainId as number}`,
    nonce: nonce as string,
    issuedAt: fields.issuedAt as Date,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
  }
}

function getAddressOrNot(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : 'not an address'
}

function pick<value extends object, key extends keyof value>(value: value, ...keys: key[]) {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<value, key>
}
