import type { SIWXServerSession } from '@latchkey/core/protocol'

/** A row of `siwx_sessions` as the drivers return it. */
export type SIWXSessionRow = {
  origin: string
  project_id: string | null
  address: string
  caip_network_id: string
  message: string
  signature: string
  issued_at: Date
  expires_at: Date
}

/** The session as the API answers it. */
export function toServerSession(row: SIWXSessionRow): SIWXServerSession {
  return {
    address: row.address,
    caipNetworkId: row.caip_network_id,
    issuedAt: row.issued_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    message: row.message,
    signature: row.signature,
  }
}
