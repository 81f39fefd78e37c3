// The modal's stylesheet as it ships: valid CSS, written compact (see styles.ts).
import { transform } from 'lightningcss'
import { describe, expect, test } from 'vitest'
import { styles } from './styles.js'

describe('the modal stylesheet', () => {
  test('default: parses as CSS, every rule kept', () => {
    // Without error recovery, anything lightningcss cannot parse throws.
    const { code } = transform({
      filename: 'styles.css',
      code: Buffer.from(styles),
      minify: true,
      errorRecovery: false,
    })
    const minified = code.toString()
    for (const selector of ['.lk-root', '.lk-card', '.lk-item', '.lk-toast', '@keyframes lk-spin'])
      expect(minified).toContain(selector)
  })

  test('behavior: one rule a line, with none of the spaces a minifier takes out', () => {
    const lines = styles.split('\n').filter((line) => line !== '')
    expect(lines.length).toBeGreaterThan(60)
    for (const line of lines) {
      expect(line).toBe(line.trim())
      expect(line).not.toMatch(/[{};,]\s|\s[{}]|:\s|;}/)
    }
  })
})
