// What acts on a wallet is a chunk of its own (evmMethods): creating and setting up the adapter
// and its injected source (what a page does before any click) loads none of it; core's prefetch
// or a first call does.
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createSourceContext } from '../test/connectThroughSource.js'
import { createTestContext } from '../test/createTestContext.js'

const chunk = { loads: 0 }

beforeEach(() => {
  vi.resetModules()
  chunk.loads = 0
  vi.doMock('./evmMethods.js', async (importOriginal) => {
    chunk.loads++
    return importOriginal()
  })
})

async function setUpAdapter() {
  const { evmAdapter } = await import('./evmAdapter.js')
  // Discovery on a target of its own, where nothing announces itself.
  const adapter = evmAdapter({ target: new EventTarget() })
  adapter.setup(createTestContext().context)
  adapter.injectedSource?.setup(createSourceContext())
  return adapter
}

describe("the eip155 adapter's methods", () => {
  test('behavior: creating and setting up the adapter and its source loads none of them', async () => {
    const adapter = await setUpAdapter()
    const listed: unknown[] = []
    adapter.injectedSource?.watchConnectors('eip155', (connectors) => listed.push(connectors))
    expect(adapter.getProvider()).toBeUndefined()
    expect(chunk.loads).toBe(0)
  })

  test('behavior: prefetch loads them once, without a call', async () => {
    const adapter = await setUpAdapter()
    adapter.prefetch?.()
    adapter.prefetch?.()
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
  })

  test('behavior: the first call loads them and answers as before', async () => {
    const adapter = await setUpAdapter()
    await expect(adapter.signMessage({ message: 'hi', address: '0x0' })).rejects.toThrow(
      /signMessage/,
    )
    expect(chunk.loads).toBe(1)
  })
})
