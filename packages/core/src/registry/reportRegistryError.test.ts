import { describe, expect, test, vi } from 'vitest'
import { ProjectConfigurationError, walletsLoadErrorMessage } from '../errors/registry.js'
import { createRegistryStore } from './createRegistryStore.js'
import { reportRegistryError } from './reportRegistryError.js'

function setup() {
  const store = createRegistryStore({ status: 'idle', count: 0 })
  const toast = { show: vi.fn() }
  const log = vi.fn()
  return { parameters: { store, toast, log }, store, toast, log }
}

describe('reportRegistryError', () => {
  test('behavior: a refused project is the alert, toasted once and kept in the state', () => {
    const { parameters, store, toast, log } = setup()
    const refused = new ProjectConfigurationError({ code: 'INVALID_PROJECT_ID', status: 401 })
    reportRegistryError(parameters, refused, false)
    reportRegistryError(parameters, refused, true)
    expect(toast.show.mock.calls).toEqual([[{ message: 'Invalid project id', variant: 'error' }]])
    expect(store.getState().alert).toBe(refused)
    expect(log).toHaveBeenCalledTimes(2)
  })

  test('behavior: another refusal code toasts again', () => {
    const { parameters, toast } = setup()
    reportRegistryError(
      parameters,
      new ProjectConfigurationError({ code: 'INVALID_PROJECT_ID', status: 401 }),
      false,
    )
    reportRegistryError(
      parameters,
      new ProjectConfigurationError({ code: 'ORIGIN_NOT_ALLOWED', status: 403 }),
      false,
    )
    expect(toast.show.mock.calls.map(([shown]) => shown.message)).toEqual([
      'Invalid project id',
      'Invalid app configuration: origin not allowed',
    ])
  })

  test('behavior: any other failure toasts only when asked, and sets no alert', () => {
    const { parameters, store, toast } = setup()
    reportRegistryError(parameters, new TypeError('Failed to fetch'), false)
    expect(toast.show).not.toHaveBeenCalled()
    reportRegistryError(parameters, new TypeError('Failed to fetch'), true)
    expect(toast.show.mock.calls).toEqual([
      [{ message: walletsLoadErrorMessage, variant: 'error' }],
    ])
    expect(store.getState().alert).toBeUndefined()
  })
})
