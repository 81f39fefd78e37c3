// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestAdapter } from '../../../core/test/createTestAdapter.js'
import { solanaDevnet } from '../../../core/test/fixtures.js'
import { devnet, devnet2, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyNetwork } from './useLatchkeyNetwork.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyNetwork', () => {
  test('default: the selected network', () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyNetwork(), { wrapper: wrapperFor(client) })
    expect(result.current).toMatchObject({
      caipNetwork: devnet,
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      isUnsupportedChain: false,
    })
  })

  test('behavior: switchNetwork', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyNetwork(), { wrapper: wrapperFor(client) })
    await act(() => result.current.switchNetwork(devnet2))
    expect(result.current.chainId).toBe(31338)
  })

  test('parameters: namespace reads that namespace, whichever is active', async () => {
    const solana = createTestAdapter({ namespace: 'solana', chainId: solanaDevnet.id })
    ;({ client } = setupClient({
      options: {
        networks: [devnet, solanaDevnet],
        adapters: [createTestAdapter().adapter, solana.adapter],
      },
    }))
    const { result } = renderHook(
      () => ({
        solana: useLatchkeyNetwork({ namespace: 'solana' }),
        active: useLatchkeyNetwork(),
      }),
      { wrapper: wrapperFor(client) },
    )
    expect(result.current.solana).toMatchObject({
      namespace: 'solana',
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    expect(result.current.active.namespace).toBe('eip155')
    await act(() => result.current.solana.switchNetwork(solanaDevnet))
    expect(result.current.active.namespace).toBe('solana')
  })
})
