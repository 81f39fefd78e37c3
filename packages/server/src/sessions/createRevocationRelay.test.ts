// The relayer's line of sends on its own: each write is a promise this test settles, so the order
// and the refusals are seen exactly. The writes stand in for `writeContract` (sessionRoutes.test
// sends real revocations through a real node).
import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createRevocationRelay, type RelayWallet } from './createRevocationRelay.js'

const wallet = {} as RelayWallet

/** A write that waits until the test calls `settle`, recording that it started. */
function deferredWrite(started: string[], name: string) {
  let settle!: (hash: Hex) => void
  let fail!: (error: Error) => void
  const write = () => {
    started.push(name)
    return new Promise<Hex>((resolve, reject) => {
      settle = resolve
      fail = reject
    })
  }
  return { write, settle: (hash: Hex) => settle(hash), fail: (error: Error) => fail(error) }
}

describe('createRevocationRelay', () => {
  test('behavior: one send at a time, in order, the next after the one before is handed over', async () => {
    const relay = createRevocationRelay(wallet, 4)
    const started: string[] = []
    const first = deferredWrite(started, 'first')
    const second = deferredWrite(started, 'second')
    const firstSent = relay.send('a', first.write)
    const secondSent = relay.send('b', second.write)
    await Promise.resolve()
    await Promise.resolve()
    expect(started).toEqual(['first'])
    first.settle('0x01')
    expect(await firstSent).toBe('0x01')
    await expect.poll(() => started).toEqual(['first', 'second'])
    second.settle('0x02')
    expect(await secondSent).toBe('0x02')
  })

  test('behavior: a failed send does not stop the line', async () => {
    const relay = createRevocationRelay(wallet, 4)
    const started: string[] = []
    const failing = deferredWrite(started, 'failing')
    const next = deferredWrite(started, 'next')
    const failed = relay.send('a', failing.write)
    const sent = relay.send('b', next.write)
    await Promise.resolve()
    failing.fail(new Error('nonce too low'))
    await expect(failed).rejects.toThrow('nonce too low')
    await expect.poll(() => started).toEqual(['failing', 'next'])
    next.settle('0x03')
    expect(await sent).toBe('0x03')
  })

  test('errors: the same revocation twice at once, and a full line, are refused', async () => {
    const relay = createRevocationRelay(wallet, 2)
    const started: string[] = []
    const first = deferredWrite(started, 'first')
    const second = deferredWrite(started, 'second')
    const firstSent = relay.send('account:key', first.write)
    await expect(relay.send('account:key', async () => '0x05')).rejects.toMatchObject({
      statusCode: 409,
      code: 'REVOKE_IN_PROGRESS',
    })
    const secondSent = relay.send('account:other', second.write)
    await expect(relay.send('account:third', async () => '0x06')).rejects.toMatchObject({
      statusCode: 503,
      code: 'RELAYER_BUSY',
      message: 'The relayer has 2 revocations waiting; try again shortly',
    })
    first.settle('0x07')
    await firstSent
    await expect.poll(() => started).toEqual(['first', 'second'])
    second.settle('0x08')
    await secondSent
    // Done, the same revocation may be asked again (the chain then says it is revoked).
    expect(await relay.send('account:key', async () => '0x09')).toBe('0x09')
  })
})
