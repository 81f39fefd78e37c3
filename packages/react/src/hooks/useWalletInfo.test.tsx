// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useWalletInfo } from './useWalletInfo.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useWalletInfo', () => {
  test('default: undefined, then the connected wallet', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useWalletInfo(), { wrapper: wrapperFor(client) })
    expect(result.current.walletInfo).toBeUndefined()
    await connect(client)
    expect(result.current.walletInfo).toEqual({
      id: 'io.test',
      name: 'Test Wallet',
      icon: undefined,
      rdns: 'io.test',
      type: 'ANNOUNCED',
    })
  })
})
