import { describe, expect, test } from 'vitest'
import { getBrowserEnvironment } from './getBrowserEnvironment.js'

const page = (userAgent: string, extra: Record<string, unknown> = {}, maxTouchPoints = 0) =>
  ({ navigator: { userAgent, maxTouchPoints } as Navigator, ...extra }) as never

describe('getBrowserEnvironment', () => {
  test('default: all false without a window (on the server)', () => {
    expect(getBrowserEnvironment({})).toEqual({ mobile: false, telegram: false, iosSafari: false })
  })

  test('behavior: a desktop browser', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
    expect(getBrowserEnvironment(page(chrome))).toEqual({
      mobile: false,
      telegram: false,
      iosSafari: false,
    })
  })

  test('behavior: Safari on an iPhone, and Chrome on an iPhone (not Safari)', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    expect(getBrowserEnvironment(page(safari))).toEqual({
      mobile: true,
      telegram: false,
      iosSafari: true,
    })
    const chrome = safari.replace('Version/17.5', 'CriOS/126.0')
    expect(getBrowserEnvironment(page(chrome)).iosSafari).toBe(false)
  })

  test('behavior: an iPad that calls itself a Mac is told by its touch screen', () => {
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
    expect(getBrowserEnvironment(page(ipad, {}, 5))).toMatchObject({
      mobile: true,
      iosSafari: true,
    })
    expect(getBrowserEnvironment(page(ipad, {}, 0))).toMatchObject({ mobile: false })
  })

  test('behavior: Telegram on Android', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile'
    expect(getBrowserEnvironment(page(android, { TelegramWebviewProxy: {} }))).toEqual({
      mobile: true,
      telegram: true,
      iosSafari: false,
    })
  })
})
