// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { announceProvider } from './announceProvider.js'

type Detail = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

function listen(target: EventTarget = window) {
  const details: Detail[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<Detail>).detail)
  target.addEventListener('eip6963:announceProvider', listener)
  return { details, stop: () => target.removeEventListener('eip6963:announceProvider', listener) }
}

const provider = { request: async () => null }

describe('announceProvider', () => {
  test('default', () => {
    const { details, stop } = listen()
    const unwatch = announceProvider({ provider })
    expect(details).toHaveLength(1)
    const [detail] = details as [Detail]
    expect(detail.provider).toBe(provider)
    expect(detail.info).toMatchObject({ name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet' })
    expect(detail.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(detail.info.icon)).toContain('viewBox="0 0 96 96"')
    // EIP-6963: the detail is frozen so that no page script can swap the provider.
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail.info)).toBe(true)
    unwatch()
    stop()
  })

  test('behavior: re-announces on every eip6963:requestProvider until unwatched', () => {
    const { details, stop } = listen()
    const unwatch = announceProvider({
      provider,
      info: { name: 'Other', uuid: '0f0e0d0c-0b0a-4908-8706-050403020100' },
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(new Set(details.map((detail) => detail.info.uuid))).toEqual(
      new Set(['0f0e0d0c-0b0a-4908-8706-050403020100']),
    )
    expect(details[2]?.info.name).toBe('Other')
    unwatch()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    stop()
  })

  test('parameters: target', () => {
    const target = new EventTarget()
    const { details, stop } = listen(target)
    const onWindow = listen()
    const unwatch = announceProvider({ provider, target })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(onWindow.details).toHaveLength(0)
    unwatch()
    stop()
    onWindow.stop()
  })
})
