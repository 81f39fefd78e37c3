import { describe, expect, test, vi } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { createRouterStore } from './createRouterStore.js'

describe('createRouterStore', () => {
  test('default', () => {
    const router = createRouterStore()
    expect(router.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect' }],
      canGoBack: false,
      transactionStack: [],
    })
  })

  test('behavior: push, goBack and canGoBack', () => {
    const router = createRouterStore()
    const wallet = connector('Test Wallet')
    router.push('ConnectingExternal', { connector: wallet })
    expect(router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: wallet },
      canGoBack: true,
    })
    router.goBack()
    expect(router.getState()).toMatchObject({ view: 'Connect', data: undefined, canGoBack: false })
    router.goBack()
    expect(router.getState().history).toEqual([{ view: 'Connect' }])
  })

  test('behavior: pushing the view on top again does nothing', () => {
    const router = createRouterStore('Account')
    const before = router.getState()
    router.push('Account')
    expect(router.getState()).toBe(before)
  })

  test('behavior: replace swaps the top; reset leaves one entry', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.replace('ConnectingExternal')
    expect(router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'ConnectingExternal',
    ])
    router.reset('Account')
    expect(router.getState()).toMatchObject({
      view: 'Account',
      history: [{ view: 'Account' }],
      canGoBack: false,
    })
  })

  test('behavior: the transaction stack runs the callback of how it ended', () => {
    const router = createRouterStore()
    const first = { onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() }
    const second = { onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() }
    router.pushTransaction(first)
    router.pushTransaction(second)
    const error = new Error('no')
    router.popTransaction('error', error)
    expect(second.onError).toHaveBeenCalledWith(error)
    router.popTransaction('cancel')
    expect(first.onCancel).toHaveBeenCalled()
    expect(first.onSuccess).not.toHaveBeenCalled()
    expect(router.getState().transactionStack).toEqual([])
    router.popTransaction('success')
  })
})
