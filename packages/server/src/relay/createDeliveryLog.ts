/** Parameters of `createDeliveryLog`. */
export type CreateDeliveryLogParameters = {
  /** Entries kept per map before the oldest are forgotten: clients may never ack, or stay for weeks. */
  maxTracked?: number
}

/** What one connection was sent, in what order, and which `irn_subscription` acks it still owes. */
export type DeliveryLog = {
  /** How many messages the connection was given so far: a subscribe's start, its `since`. */
  readonly count: number
  /**
   * Whether to send `messageId`: not sent yet, or, with `since` (a subscribe's start), sent before
   * it and never acknowledged: resubscribing is how clients ask for those again.
   */
  needs(messageId: string, since?: number): boolean
  /** Records `messageId` sent in request `requestId`, its ack awaited. */
  sent(messageId: string, requestId: string): void
  /** Records `messageId` fetched by the client: it has it, acknowledged. */
  fetched(messageId: string): void
  /**
   * Reads the client's answer to request `requestKey` (the id's digits): the message it
   * acknowledges when the request was awaited and answered `true`, else `undefined`.
   */
  answered(requestKey: string, ok: boolean): string | undefined
}

type Delivered = { sequence: number; acked: boolean }

/** Makes an empty delivery log for a new connection. */
export function createDeliveryLog(parameters: CreateDeliveryLogParameters = {}): DeliveryLog {
  const { maxTracked = 10_000 } = parameters
  const delivered = new Map<string, Delivered>()
  const awaitingAck = new Map<string, string>()
  let count = 0

  /** Sets a key in a bounded map, forgetting the oldest entry past `maxTracked`. */
  function remember<value>(map: Map<string, value>, key: string, value: value) {
    map.delete(key)
    map.set(key, value)
    if (map.size > maxTracked) map.delete(map.keys().next().value!)
  }

  return {
    get count() {
      return count
    },
    needs(messageId, since) {
      const seen = delivered.get(messageId)
      return !seen || (since !== undefined && !seen.acked && seen.sequence <= since)
    },
    sent(messageId, requestId) {
      remember(awaitingAck, requestId, messageId)
      remember(delivered, messageId, { sequence: ++count, acked: false })
    },
    fetched(messageId) {
      remember(delivered, messageId, { sequence: ++count, acked: true })
    },
    answered(requestKey, ok) {
      const messageId = awaitingAck.get(requestKey)
      if (messageId === undefined) return undefined
      awaitingAck.delete(requestKey)
      if (!ok) return undefined
      const seen = delivered.get(messageId)
      if (seen) seen.acked = true
      return messageId
    },
  }
}
