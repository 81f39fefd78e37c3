import { formatSIWXMessage } from '@latchkey/core/internal'
import { type Address, getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SIWXRefusalError } from '../errors/siwx.js'

/** The fields of a well-formed EIP-4361 (or Solana CAIP-122) message, dates as Dates. */
export type ParsedSIWXMessage = {
  scheme: string | undefined
  domain: string
  /** EIP-55 for eip155; base58 for solana. */
  address: string
  statement: string | undefined
  uri: string
  version: '1'
  /** A number for eip155; the genesis hash prefix for solana. */
  chainId: number | string
  /** `eip155:${chainId}` or `solana:${chainId}`. */
  caipNetworkId: string
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
  if (/^\S+ wants you to sign in with your Solana account:\n/.test(message))
    return parseSolanaSIWXMessage(message)
  const fields = parseSiweMessage(message)
  if (!fields.domain || !fields.address)
    malformed('no "{domain} wants you to sign in with your Ethereum account:" line and address')
  const { uri, version, chainId, nonce } = fields
  if (!uri || !version || !chainId || !nonce || !fields.issuedAt)
    malformed('it needs URI, Version, Chain ID, Nonce and Issued At')
  if (version !== '1') malformed(`Version must be 1, got '${version}'`)
  const address: Address = fields.address as Address
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

/**
 * Reads a CAIP-122 message for a Solana account (the EIP-4361 layout naming Solana, the chain id
 * the genesis hash prefix), refusing one whose text is not exactly what `formatSIWXMessage`
 * writes for its fields, or whose address is not 32 bytes of base58.
 */
function parseSolanaSIWXMessage(message: string): ParsedSIWXMessage {
  const header =
    /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your Solana account:\n(\S+)\n/i.exec(
      message,
    )
  if (!header) return malformed('no "{domain} wants you to sign in with your Solana account:" line')
  const [, scheme, domain, address] = header as unknown as [
    string,
    string | undefined,
    string,
    string,
  ]
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) malformed('the address is not base58')
  const raw = (label: string) => message.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1]
  const statement = /^[^\n]+\n[^\n]+\n\n([^\n]+)\n\nURI: /.exec(message)?.[1]
  const uri = raw('URI')
  const version = raw('Version')
  const chainId = raw('Chain ID')
  const nonce = raw('Nonce')
  const issuedAt = raw('Issued At')
  if (!uri || !version || !chainId || !nonce || !issuedAt)
    malformed('it needs URI, Version, Chain ID, Nonce and Issued At')
  if (version !== '1') malformed(`Version must be 1, got '${version}'`)
  const resources = message
    .split('\nResources:\n')[1]
    ?.split('\n')
    .map((line) => line.slice(2))
  let canonical: string | undefined
  try {
    canonical = formatSIWXMessage({
      chainId: `solana:${chainId}`,
      accountAddress: address,
      domain,
      scheme,
      statement,
      uri: uri as string,
      version: version as string,
      nonce: nonce as string,
      issuedAt: issuedAt as string,
      expirationTime: raw('Expiration Time'),
      notBefore: raw('Not Before'),
      requestId: raw('Request ID'),
      resources,
    })
  } catch (error) {
    malformed(error instanceof Error ? error.message : String(error))
  }
  if (canonical !== message) malformed('it does not follow the CAIP-122 layout')
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
    uri: uri as string,
    version: '1',
    chainId: chainId as string,
    caipNetworkId: `solana:${chainId}`,
    nonce: nonce as string,
    issuedAt: date(issuedAt) as Date,
    expirationTime: date(raw('Expiration Time')),
    notBefore: date(raw('Not Before')),
  }
}
