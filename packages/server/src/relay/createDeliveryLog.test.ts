import { describe, expect, test } from 'vitest'
import { createDeliveryLog } from './createDeliveryLog.js'

describe('createDeliveryLog', () => {
  test('default: a message sent once is not needed again; its ack is read once', () => {
    const log = createDeliveryLog()
    expect(log.needs('m1')).toBe(true)
    log.sent('m1', '7')
    expect(log.count).toBe(1)
    expect(log.needs('m1')).toBe(false)
    expect(log.answered('7', true)).toBe('m1')
    // The request is no longer awaited: a second answer acknowledges nothing.
    expect(log.answered('7', true)).toBeUndefined()
  })

  test('behavior: a resubscribe (since) asks again for what was sent before it and not acknowledged', () => {
    const log = createDeliveryLog()
    log.sent('unacked', '1')
    log.sent('acked', '2')
    log.answered('2', true)
    const since = log.count
    log.sent('after', '3')
    expect(log.needs('unacked', since)).toBe(true)
    expect(log.needs('acked', since)).toBe(false)
    // Sent after the subscribe started: already on its way.
    expect(log.needs('after', since)).toBe(false)
    expect(log.needs('unacked')).toBe(false)
  })

  test('behavior: an answer other than true is no ack, and ends the wait for it', () => {
    const log = createDeliveryLog()
    log.sent('m1', '1')
    expect(log.answered('1', false)).toBeUndefined()
    expect(log.answered('1', true)).toBeUndefined()
    expect(log.needs('m1', log.count)).toBe(true)
    expect(log.answered('unknown', true)).toBeUndefined()
  })

  test('behavior: fetched messages count as acknowledged', () => {
    const log = createDeliveryLog()
    log.fetched('m1')
    expect(log.count).toBe(1)
    expect(log.needs('m1', log.count)).toBe(false)
  })

  test('parameters: maxTracked forgets the oldest entries', () => {
    const log = createDeliveryLog({ maxTracked: 2 })
    log.sent('m1', '1')
    log.sent('m2', '2')
    log.sent('m3', '3')
    expect(log.needs('m1')).toBe(true)
    expect(log.needs('m2')).toBe(false)
    expect(log.answered('1', true)).toBeUndefined()
    expect(log.answered('3', true)).toBe('m3')
  })
})
