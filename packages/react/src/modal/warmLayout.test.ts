// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { warmLayoutWhenIdle } from './warmLayout.js'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

function hiddenOverlay() {
  const root = document.createElement('div')
  const overlay = document.createElement('div')
  overlay.className = 'lk-overlay'
  overlay.style.setProperty('display', 'none', 'important')
  overlay.innerHTML = '<div role="dialog" aria-labelledby="title"><h2 id="title">Connect</h2></div>'
  root.append(overlay)
  document.body.append(root)
  return { root, overlay }
}

describe('warmLayoutWhenIdle', () => {
  test('default: a copy is laid out and removed in one task, inert, without ids', () => {
    vi.useFakeTimers()
    const { root, overlay } = hiddenOverlay()
    const appended: HTMLElement[] = []
    const append = root.append.bind(root)
    vi.spyOn(root, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLElement[]))
      append(...nodes)
    })
    warmLayoutWhenIdle(root)
    vi.runAllTimers()
    const [copy] = appended
    expect(appended).toHaveLength(1)
    expect(copy?.isConnected).toBe(false)
    expect(copy?.style.display).toBe('')
    expect(copy?.style.visibility).toBe('hidden')
    expect(copy?.inert).toBe(true)
    expect(copy?.getAttribute('aria-hidden')).toBe('true')
    expect(copy?.querySelector('[id]')).toBeNull()
    expect([...root.children]).toEqual([overlay])
    expect(overlay.querySelector('#title')).not.toBeNull()
  })

  test('behavior: waits for the hidden view, and a cancel stops it', () => {
    vi.useFakeTimers()
    const root = document.createElement('div')
    const append = vi.spyOn(root, 'append')
    const cancel = warmLayoutWhenIdle(root)
    vi.advanceTimersByTime(200)
    expect(append).not.toHaveBeenCalled()
    cancel()
    const { overlay } = hiddenOverlay()
    root.append(overlay)
    append.mockClear()
    vi.runAllTimers()
    expect(append).not.toHaveBeenCalled()
  })
})
