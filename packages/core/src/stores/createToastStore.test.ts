import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createToastStore, toastDuration } from './createToastStore.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createToastStore', () => {
  test('default', () => {
    const toast = createToastStore()
    expect(toast.getState().open).toBe(false)
    toast.show({ message: 'Address copied', variant: 'success' })
    expect(toast.getState()).toEqual({
      message: 'Address copied',
      variant: 'success',
      svg: undefined,
      open: true,
      autoClose: true,
    })
  })

  test('behavior: a toast while one is open closes it and shows the new one after 150 ms', () => {
    const toast = createToastStore()
    toast.show({ message: 'first', variant: 'loading' })
    toast.show({ message: 'second', variant: 'error', svg: '<svg/>' })
    expect(toast.getState()).toMatchObject({ message: 'first', open: false })
    vi.advanceTimersByTime(149)
    expect(toast.getState()).toMatchObject({ message: 'first', open: false })
    vi.advanceTimersByTime(1)
    expect(toast.getState()).toMatchObject({
      message: 'second',
      variant: 'error',
      svg: '<svg/>',
      open: true,
    })
  })

  test('behavior: during the 150 ms pause the newest toast wins', () => {
    const toast = createToastStore()
    toast.show({ message: 'first', variant: 'success' })
    toast.show({ message: 'second', variant: 'success' })
    vi.advanceTimersByTime(100)
    toast.show({ message: 'third', variant: 'success' })
    vi.advanceTimersByTime(100)
    expect(toast.getState().open).toBe(false)
    vi.advanceTimersByTime(50)
    expect(toast.getState()).toMatchObject({ message: 'third', open: true })
  })

  test('behavior: auto-close, and loading toasts stay until hidden', () => {
    const toast = createToastStore()
    toast.show({ message: 'done', variant: 'success' })
    vi.advanceTimersByTime(toastDuration)
    expect(toast.getState()).toMatchObject({ message: 'done', open: false })
    toast.show({ message: 'Authenticating...', variant: 'loading' })
    vi.advanceTimersByTime(toastDuration * 2)
    expect(toast.getState()).toMatchObject({ open: true, autoClose: false })
  })

  test('behavior: the auto-close of a replaced toast does not close its successor', () => {
    const toast = createToastStore()
    toast.show({ message: 'first', variant: 'success' })
    vi.advanceTimersByTime(toastDuration - 100)
    toast.show({ message: 'second', variant: 'success' })
    vi.advanceTimersByTime(250)
    expect(toast.getState()).toMatchObject({ message: 'second', open: true })
  })

  test('behavior: hide closes now and cancels a pending toast', () => {
    const toast = createToastStore()
    toast.show({ message: 'first', variant: 'success' })
    toast.show({ message: 'second', variant: 'success' })
    toast.hide()
    vi.advanceTimersByTime(1_000)
    expect(toast.getState()).toMatchObject({ message: 'first', open: false })
  })
})
