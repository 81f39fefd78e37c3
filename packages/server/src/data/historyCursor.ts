import { InvalidParameterError } from '../errors/parameter.js'
import { quoteValue as quote } from '../http/querySchemas.js'

/** Where a history page ends: the last entry's place in the order (time, chain, block, index). */
export type HistoryCursor = {
  minedAt: Date
  chainId: string
  blockNumber: number
  txIndex: number
}

const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** Writes a cursor as the opaque text the history route answers in `next`. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const fields = [cursor.minedAt.toISOString(), cursor.chainId, cursor.blockNumber, cursor.txIndex]
  return Buffer.from(JSON.stringify(fields)).toString('base64url')
}

/** Reads a cursor the history route gave; anything else is a 400 naming the `cursor` parameter. */
export function decodeHistoryCursor(text: string): HistoryCursor {
  const fail = () =>
    new InvalidParameterError('cursor', `is not a cursor this server gave, got ${quote(text)}`)
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw fail()
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw fail()
  }
  if (!Array.isArray(fields) || fields.length !== 4) throw fail()
  const [minedAt, chainId, blockNumber, txIndex] = fields as unknown[]
  const date = typeof minedAt === 'string' ? new Date(minedAt) : undefined
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    date.toISOString() !== minedAt ||
    typeof chainId !== 'string' ||
    !caip2Pattern.test(chainId) ||
    !Number.isSafeInteger(blockNumber) ||
    (blockNumber as number) < 0 ||
    !Number.isSafeInteger(txIndex) ||
    (txIndex as number) < 0
  )
    throw fail()
  return { minedAt: date, chainId, blockNumber: blockNumber as number, txIndex: txIndex as number }
}
