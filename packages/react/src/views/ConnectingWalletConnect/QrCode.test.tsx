// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, test } from 'vitest'
import { QrCode } from './QrCode.js'

afterEach(cleanup)

const uri = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}&expiryTimestamp=1750000000`

/** The dark modules an SVG path of unit squares draws, as "x,y". */
function modules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`))
}

describe('QrCode', () => {
  test('default: one unit square per dark module of the encoded value, dark on white', () => {
    const { getByRole } = render(<QrCode value={uri} label="QR code" />)
    const svg = getByRole('img', { name: 'QR code' })
    const { size, data } = encode(uri, { ecc: 'M', border: 0 })
    expect(svg.getAttribute('data-qr-modules')).toBe(String(size))
    const expected = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])))
    expect(modules(svg.querySelector('path')?.getAttribute('d') ?? '')).toEqual(new Set(expected))
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
  })

  test('parameters: image: higher error correction, the centre cleared under the image', () => {
    const { getByRole } = render(<QrCode value={uri} label="QR code" image="https://w/i.png" />)
    const svg = getByRole('img', { name: 'QR code' })
    const { size, data } = encode(uri, { ecc: 'H', border: 0 })
    expect(svg.getAttribute('data-qr-modules')).toBe(String(size))
    const drawn = modules(svg.querySelector('path')?.getAttribute('d') ?? '')
    const centre = Math.floor(size / 2)
    expect(drawn.has(`${centre},${centre}`)).toBe(false)
    // Everything outside the image is drawn; what the image covers is a small share.
    const dark = data.flat().filter(Boolean).length
    expect(drawn.size).toBeLessThan(dark)
    expect(drawn.size).toBeGreaterThan(dark * 0.9)
    expect(svg.querySelector('image')?.getAttribute('href')).toBe('https://w/i.png')
  })
})
