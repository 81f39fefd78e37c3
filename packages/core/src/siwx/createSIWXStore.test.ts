import { describe, expect, test } from 'vitest'
import { createSIWXStore, isSIWXClosable, type SIWXStatus } from './createSIWXStore.js'

describe('createSIWXStore', () => {
  test('default', () => {
    expect(createSIWXStore({ enabled: true }).getState()).toEqual({
      status: 'idle',
      required: false,
      caipAddress: undefined,
      session: undefined,
      error: undefined,
    })
    expect(createSIWXStore({ enabled: false }).getState().status).toBe('disabled')
  })
})

describe('isSIWXClosable', () => {
  test.each([
    ['disabled', true, true],
    ['idle', true, true],
    ['checking', true, true],
    ['unauthenticated', true, false],
    ['signing', true, false],
    ['authenticated', true, true],
    ['unauthenticated', false, true],
    ['signing', false, true],
  ] as Array<[SIWXStatus, boolean, boolean]>)(
    '%s, required %s: %s',
    (status, required, closable) => {
      const state = { ...createSIWXStore({ enabled: true }).getState(), status, required }
      expect(isSIWXClosable(state)).toBe(closable)
    },
  )
})
