// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createStoredSession } from './createStoredSession.js'

function setup() {
  const api = { setToken: vi.fn() }
  return { api, stored: createStoredSession(api) }
}

afterEach(() => {
  localStorage.clear()
})

describe('createStoredSession', () => {
  test('default: nothing stored reads as undefined', () => {
    expect(setup().stored.read()).toBeUndefined()
  })

  test('behavior: a saved login survives a reload and its token is sent', () => {
    const { api, stored } = setup()
    stored.save({ token: 't1', email: 'a@b.co' })
    expect(api.setToken).toHaveBeenLastCalledWith('t1')
    const reloaded = setup()
    const session = reloaded.stored.read()
    expect(session).toEqual({ token: 't1', email: 'a@b.co' })
    expect(reloaded.api.setToken).not.toHaveBeenCalled()
    reloaded.stored.useToken(session!)
    expect(reloaded.api.setToken).toHaveBeenLastCalledWith('t1')
  })

  test('behavior: saving undefined forgets the login and stops sending its token', () => {
    const { api, stored } = setup()
    stored.save({ token: 't1', email: 'a@b.co' })
    stored.save(undefined)
    expect(stored.read()).toBeUndefined()
    expect(api.setToken).toHaveBeenLastCalledWith(undefined)
  })
})
