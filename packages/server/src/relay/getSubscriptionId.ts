import { createHash } from 'node:crypto'

/** The subscription id the SDKs compute themselves: sha256 of topic and client id, hex. */
export function getSubscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
