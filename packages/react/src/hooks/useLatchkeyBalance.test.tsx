// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyBalance } from './useLatchkeyBalance.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyBalance', () => {
  test('default: undefined while disconnected, the balance once connected', async () => {
    const setup = setupClient()
    client = setup.client
    const { result } = renderHook(() => useLatchkeyBalance(), { wrapper: wrapperFor(client) })
    await expect(result.current.fetchBalance()).resolves.toBeUndefined()
    await connect(client)
    await act(async () => {
      await expect(result.current.fetchBalance()).resolves.toMatchObject({
        formatted: '10000',
        symbol: 'ETH',
      })
    })
  })

  test('parameters: force asks the chain again', async () => {
    const setup = setupClient()
    client = setup.client
    await connect(client)
    const { result } = renderHook(() => useLatchkeyBalance(), { wrapper: wrapperFor(client) })
    const count = () => setup.wallet.calls.filter((call) => call.method === 'getBalance').length
    const before = count()
    await act(() => result.current.fetchBalance())
    expect(count()).toBe(before)
    await act(() => result.current.fetchBalance({ force: true }))
    expect(count()).toBe(before + 1)
  })

  test('behavior: the same object across renders', () => {
    ;({ client } = setupClient())
    const { result, rerender } = renderHook(() => useLatchkeyBalance(), {
      wrapper: wrapperFor(client),
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
