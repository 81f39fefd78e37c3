import { describe, expect, test } from 'vitest'
import { layerStrings } from './layerStrings.js'
import { sendStrings } from './sendStrings.js'
import { shellStrings } from './shellStrings.js'

describe('layerStrings', () => {
  test('default: without a locale, a part keeps its English strings and the shell its own', () => {
    const strings = layerStrings(sendStrings, shellStrings)
    expect(strings.sendAmount).toBe('Amount')
    expect(strings.close).toBe('Close')
    expect(strings.receiveNote('Devnet')).toBe(
      'Send only assets on Devnet or the networks below to this address.',
    )
  })

  test('behavior: the strings laid over win, the others stay the defaults; neither is changed', () => {
    const over = { ...shellStrings, sendAmount: 'Betrag', close: 'Schließen' }
    const strings = layerStrings(sendStrings, over)
    expect(strings.sendAmount).toBe('Betrag')
    expect(strings.close).toBe('Schließen')
    expect(strings.sendMax).toBe('Max')
    expect(sendStrings.sendAmount).toBe('Amount')
    expect(over).not.toHaveProperty('sendMax')
  })
})
