import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createModalStore } from './createModalStore.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createModalStore', () => {
  test('default', () => {
    const modal = createModalStore()
    expect(modal.getState()).toEqual({ open: false, loading: false, shake: false })
    modal.setOpen(true)
    modal.setLoading(true)
    expect(modal.getState()).toEqual({ open: true, loading: true, shake: false })
  })

  test('behavior: shake lasts 500 ms', () => {
    const modal = createModalStore()
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
  })

  test('behavior: a second shake restarts the 500 ms', () => {
    const modal = createModalStore()
    modal.shake()
    vi.advanceTimersByTime(300)
    modal.shake()
    vi.advanceTimersByTime(300)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(modal.getState().shake).toBe(false)
  })
})
