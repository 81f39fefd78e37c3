// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { createWalletFrame } from './createWalletFrame.js'

describe('createWalletFrame', () => {
  test('default: hidden and sized to nothing, with the defined query values as parameters', () => {
    const frame = createWalletFrame('http://wallet.test:5175/path', {
      projectId: 'p',
      chainId: undefined,
    })
    expect(frame.origin).toBe('http://wallet.test:5175')
    expect(frame.href).toBe('http://wallet.test:5175/path?projectId=p')
    expect(frame.element.src).toBe(frame.href)
    expect(frame.element.title).toBe('Wallet')
    expect(frame.element.hasAttribute('data-latchkey-wallet')).toBe(true)
    expect(frame.element.style.visibility).toBe('hidden')
    expect(frame.element.style.width).toBe('0px')
  })

  test('behavior: place shows the frame over a rectangle, and undefined hides it again', () => {
    const frame = createWalletFrame('http://wallet.test/', {})
    frame.place({ top: 10, left: 20, width: 300, height: 400 })
    expect(frame.element.style).toMatchObject({
      top: '10px',
      left: '20px',
      width: '300px',
      height: '400px',
      visibility: 'visible',
    })
    frame.place(undefined)
    expect(frame.element.style).toMatchObject({ width: '0px', height: '0px', visibility: 'hidden' })
  })
})
