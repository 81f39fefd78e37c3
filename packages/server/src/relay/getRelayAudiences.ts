/** Parameters of `getRelayAudiences`. */
export type GetRelayAudiencesParameters = {
  /** LATCHKEY_RELAY_URL: when set, the only audiences accepted (comma-separated). */
  relayUrl?: string | undefined
  /** LATCHKEY_PUBLIC_URL: its ws/wss form is accepted. */
  publicUrl?: string | undefined
  /** The request's Host header: the address the client reached, in ws and wss form. */
  host?: string | undefined
}

/** The relay URLs a client's token may name as its `aud`, for one connection. */
export function getRelayAudiences(parameters: GetRelayAudiencesParameters): string[] {
  if (parameters.relayUrl) return parameters.relayUrl.split(',')
  const audiences: string[] = []
  if (parameters.publicUrl) audiences.push(parameters.publicUrl.replace(/^http/, 'ws'))
  if (parameters.host) audiences.push(`ws://${parameters.host}`, `wss://${parameters.host}`)
  return audiences
}
