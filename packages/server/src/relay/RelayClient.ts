/** Who is on the other end of a relay connection, from its verified token and query. */
export type RelayClient = {
  /** The `did:key` the client signed its token with; stable across its reconnections. */
  clientId: string
  projectId?: string | undefined
  ua?: string | undefined
  /** The address the socket comes from: limits on connections, subscriptions and requests count by it. */
  ip: string
}
