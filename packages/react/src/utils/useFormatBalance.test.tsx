// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useFormatBalance } from './useFormatBalance.js'

// In the isolated project: the formatter's chunk starts unloaded in this file's module graph.
function Probe({ needed }: { needed: boolean }) {
  const format = useFormatBalance(needed)
  return <p>{format ? format('1234.5678', 'ETH') : 'not loaded'}</p>
}

afterEach(cleanup)

describe('useFormatBalance', () => {
  test('behavior: not loaded while no account needs it; loaded once one does', async () => {
    const { rerender } = render(<Probe needed={false} />)
    // Every import() started so far has settled: one the effect started would show now.
    await act(() => vi.dynamicImportSettled())
    expect(screen.getByText('not loaded')).toBeTruthy()
    rerender(<Probe needed />)
    await waitFor(() => expect(screen.getByText(/^1,234\.567 ETH$/)).toBeTruthy())
    // Every user of the hook has it once loaded, at its first render.
    render(<Probe needed={false} />)
    expect(screen.getAllByText(/^1,234\.567 ETH$/)).toHaveLength(2)
  })
})
