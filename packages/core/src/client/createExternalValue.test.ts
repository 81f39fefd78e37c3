import { describe, expect, test, vi } from 'vitest'
import { createStore } from '../store/createStore.js'
import { createExternalValue } from './createExternalValue.js'
import { memoize } from './memoize.js'

function setup() {
  const a = createStore({ count: 0, other: 'x' })
  const b = createStore({ label: 'one' })
  const compute = vi.fn((count: number, label: string) => ({ text: `${label}:${count}` }))
  const getSnapshot = memoize(() => [a.getState().count, b.getState().label] as const, compute)
  return { a, b, compute, value: createExternalValue(getSnapshot, [a, b]) }
}

describe('createExternalValue', () => {
  test('default: snapshots are stable until an input changes', () => {
    const { a, value, compute } = setup()
    const first = value.getSnapshot()
    expect(value.getSnapshot()).toBe(first)
    a.setState({ other: 'y' })
    expect(value.getSnapshot()).toBe(first)
    a.setState({ count: 1 })
    expect(value.getSnapshot()).toEqual({ text: 'one:1' })
    // Once at creation (the server snapshot), once for the change.
    expect(compute).toHaveBeenCalledTimes(2)
  })

  test('behavior: subscribe fires only when the snapshot changes, from any source', () => {
    const { a, b, value } = setup()
    const listener = vi.fn()
    const unsubscribe = value.subscribe(listener)
    a.setState({ other: 'y' })
    expect(listener).not.toHaveBeenCalled()
    b.setState({ label: 'two' })
    expect(listener).toHaveBeenCalledWith({ text: 'two:0' }, { text: 'one:0' })
    unsubscribe()
    a.setState({ count: 5 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('behavior: the server snapshot is the value at creation', () => {
    const { a, value } = setup()
    a.setState({ count: 3 })
    expect(value.getServerSnapshot()).toEqual({ text: 'one:0' })
  })
})
