import { describe, expect, test } from 'vitest'
import { createStore } from './createStore.js'

describe('createStore', () => {
  test('default', () => {
    const store = createStore({ count: 0, label: 'a' })
    expect(store.getState()).toEqual({ count: 0, label: 'a' })
    store.setState({ count: 1 })
    expect(store.getState()).toEqual({ count: 1, label: 'a' })
    store.setState((state) => ({ count: state.count + 1 }))
    expect(store.getState().count).toBe(2)
  })

  test('behavior: selector listener fires only when its slice changes', () => {
    const store = createStore({ count: 0, label: 'a' })
    const seen: Array<[number, number]> = []
    const unsubscribe = store.subscribe(
      (state) => state.count,
      (count, previous) => seen.push([count, previous]),
    )
    store.setState({ label: 'b' })
    store.setState({ count: 5 })
    store.setState({ count: 5 })
    unsubscribe()
    store.setState({ count: 6 })
    expect(seen).toEqual([[5, 0]])
  })

  test('behavior: unchanged update keeps the same state object', () => {
    const store = createStore({ count: 0 })
    const before = store.getState()
    let calls = 0
    store.subscribeAll(() => calls++)
    store.setState({ count: 0 })
    expect(store.getState()).toBe(before)
    expect(calls).toBe(0)
  })

  test('options: isEqual and fireImmediately', () => {
    const store = createStore({ list: [1] })
    const seen: number[][] = []
    store.subscribe(
      (state) => state.list,
      (list) => seen.push(list),
      { isEqual: (a, b) => a.join() === b.join(), fireImmediately: true },
    )
    store.setState({ list: [1] })
    store.setState({ list: [1, 2] })
    expect(seen).toEqual([[1], [1, 2]])
  })
})
