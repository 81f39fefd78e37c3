/** The fields of a well-formed CAIP-122 message (EIP-4361 for eip155), dates as Dates. */
export type ParsedSIWXMessage = {
  scheme: string | undefined
  domain: string
  /** In its namespace's form (EIP-55 for eip155). */
  address: string
  statement: string | undefined
  uri: string
  version: '1'
  /** The CAIP-2 reference: a number for eip155, text for other namespaces. */
  chainId: number | string
  /** `${namespace}:${chainId}`. */
  caipNetworkId: string
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
}
