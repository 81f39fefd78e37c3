import { describe, expect, expectTypeOf, test, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

type EventMap = { message: { text: string }; ping: undefined }

describe('createEmitter', () => {
  test('default', () => {
    const emitter = createEmitter<EventMap>()
    const listener = vi.fn()
    emitter.on('message', listener)
    emitter.emit('message', { text: 'hi' })
    expect(listener).toHaveBeenCalledWith({ text: 'hi' })
  })

  test('behavior: on returns an unsubscribe function; off removes', () => {
    const emitter = createEmitter<EventMap>()
    const first = vi.fn()
    const second = vi.fn()
    const unsubscribe = emitter.on('ping', first)
    emitter.on('ping', second)
    unsubscribe()
    emitter.off('ping', second)
    emitter.emit('ping')
    expect(first).not.toHaveBeenCalled()
    expect(second).not.toHaveBeenCalled()
    expect(emitter.listenerCount('ping')).toBe(0)
  })

  test('behavior: once runs for the next event only and can be removed with off', () => {
    const emitter = createEmitter<EventMap>()
    const listener = vi.fn()
    emitter.once('ping', listener)
    emitter.emit('ping')
    emitter.emit('ping')
    expect(listener).toHaveBeenCalledTimes(1)
    const removed = vi.fn()
    emitter.once('ping', removed)
    emitter.off('ping', removed)
    emitter.emit('ping')
    expect(removed).not.toHaveBeenCalled()
  })

  test('behavior: a listener removing itself does not skip the next one', () => {
    const emitter = createEmitter<EventMap>()
    const calls: string[] = []
    const unsubscribe = emitter.on('ping', () => {
      calls.push('a')
      unsubscribe()
    })
    emitter.on('ping', () => calls.push('b'))
    emitter.emit('ping')
    expect(calls).toEqual(['a', 'b'])
  })

  test('types: payload-free events take no argument', () => {
    const emitter = createEmitter<EventMap>()
    expectTypeOf(emitter.emit<'ping'>).parameters.toEqualTypeOf<['ping']>()
    expectTypeOf(emitter.emit<'message'>).parameters.toEqualTypeOf<
      ['message', payload: { text: string }]
    >()
  })
})
