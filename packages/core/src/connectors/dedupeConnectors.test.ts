import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { dedupeConnectors } from './dedupeConnectors.js'

describe('dedupeConnectors', () => {
  test('default: an injected connector whose rdns an announced one has is dropped', () => {
    const announced = connector('MetaMask', { type: 'ANNOUNCED', info: { rdns: 'io.metamask' } })
    const injected = connector('Injected', { type: 'INJECTED', info: { rdns: 'io.metamask' } })
    const other = connector('Other', { type: 'INJECTED', info: { rdns: 'com.other' } })
    expect(dedupeConnectors([injected, announced, other])).toEqual([announced, other])
  })

  test('behavior: the rdns match is per chain', () => {
    const announced = connector('MetaMask', { type: 'ANNOUNCED', info: { rdns: 'io.metamask' } })
    const injected = connector('MetaMask', {
      type: 'INJECTED',
      chain: 'solana',
      info: { rdns: 'io.metamask' },
    })
    expect(dedupeConnectors([announced, injected])).toEqual([announced, injected])
  })

  test('behavior: a second entry with the same chain and id is dropped', () => {
    const first = connector('Rabby', { type: 'ANNOUNCED' })
    const second = connector('Rabby', { type: 'ANNOUNCED', imageUrl: 'x' })
    expect(dedupeConnectors([first, second])).toEqual([first])
  })
})
