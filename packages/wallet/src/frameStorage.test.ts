// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { frameStorage } from './frameStorage.js'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

/** Makes `window.localStorage` throw as Chromium does for a third-party frame with site data blocked. */
function denyLocalStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    )
  })
}

describe('frameStorage', () => {
  test('default: the frame’s localStorage when the browser allows it', () => {
    frameStorage().setItem('k', 'v')
    expect(localStorage.getItem('k')).toBe('v')
  })

  test('behavior: denied localStorage falls back to memory that keeps values for the page', () => {
    denyLocalStorage()
    expect(() => window.localStorage).toThrow(/Access is denied/)
    frameStorage().setItem('k', 'v')
    expect(frameStorage().getItem('k')).toBe('v')
    frameStorage().removeItem('k')
    expect(frameStorage().getItem('k')).toBeNull()
  })
})
