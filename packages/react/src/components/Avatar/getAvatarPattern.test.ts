import { describe, expect, test } from 'vitest'
import { getAvatarPattern } from './getAvatarPattern.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getAvatarPattern', () => {
  test('default: the same address draws the same picture, whatever its case', () => {
    expect(getAvatarPattern(address)).toEqual(getAvatarPattern(address.toLowerCase()))
  })

  test('behavior: other addresses draw other pictures', () => {
    const other = getAvatarPattern('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(other).not.toEqual(getAvatarPattern(address))
  })

  test('behavior: the picture is mirrored left to right', () => {
    const { main, spot } = getAvatarPattern(address)
    const cells = (path: string) =>
      [...path.matchAll(/M(\d) (\d)/g)].map(([, x, y]) => `${x},${y}`).sort()
    for (const path of [main, spot]) {
      const mirrored = cells(path).map((cell) => {
        const [x, y] = cell.split(',').map(Number) as [number, number]
        return `${4 - x},${y}`
      })
      expect(mirrored.sort()).toEqual(cells(path))
    }
  })
})
