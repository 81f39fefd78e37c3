import { describe, expect, test } from 'vitest'
import { localeCandidates } from './localeCandidates.js'

describe('localeCandidates', () => {
  test('default: a bare language is itself', () => {
    expect(localeCandidates('de')).toEqual(['de'])
    expect(localeCandidates('ar')).toEqual(['ar'])
  })

  test('behavior: a region falls back to its language (pt-BR to pt, de-AT to de)', () => {
    expect(localeCandidates('pt-BR')).toEqual(['pt-BR', 'pt'])
    expect(localeCandidates('de-AT')).toEqual(['de-AT', 'de'])
    expect(localeCandidates('en-GB')).toEqual(['en-GB', 'en'])
  })

  test('behavior: Chinese picks the script by region (zh-HK vs zh-TW vs zh-CN)', () => {
    expect(localeCandidates('zh-HK')).toEqual(['zh-HK', 'zh-TW'])
    expect(localeCandidates('zh-MO')).toEqual(['zh-HK', 'zh-TW'])
    expect(localeCandidates('zh-TW')).toEqual(['zh-TW', 'zh-HK'])
    expect(localeCandidates('zh-Hant')).toEqual(['zh-TW', 'zh-HK'])
    expect(localeCandidates('zh-Hant-HK')).toEqual(['zh-HK', 'zh-TW'])
    expect(localeCandidates('zh-CN')).toEqual(['zh-CN'])
    expect(localeCandidates('zh-SG')).toEqual(['zh-CN'])
    expect(localeCandidates('zh-Hans')).toEqual(['zh-CN'])
    expect(localeCandidates('zh')).toEqual(['zh-CN'])
  })

  test("behavior: old codes browsers still send (iw, in) are today's (he, id)", () => {
    expect(localeCandidates('iw')).toEqual(['he'])
    expect(localeCandidates('iw-IL')).toEqual(['he-IL', 'he'])
    expect(localeCandidates('in-ID')).toEqual(['id-ID', 'id'])
  })

  test('error: a malformed tag has no candidates', () => {
    expect(localeCandidates('not a tag')).toEqual([])
    expect(localeCandidates('')).toEqual([])
  })
})
