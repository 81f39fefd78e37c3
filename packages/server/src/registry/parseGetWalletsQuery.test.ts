import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameter.js'
import { parseGetWalletsQuery } from './parseGetWalletsQuery.js'

// Every bad input is also checked over HTTP in registryRoutes.test.ts; these cover the parsed shape.
describe('parseGetWalletsQuery', () => {
  test('default: page 1 of 40 entries, no filter', () => {
    expect(parseGetWalletsQuery({})).toEqual({
      page: 1,
      entries: 40,
      include: undefined,
      exclude: undefined,
      chains: undefined,
      search: undefined,
      badgeType: undefined,
    })
  })

  test('parameters: every one', () => {
    expect(
      parseGetWalletsQuery({
        projectId: 'p',
        st: 'appkit',
        sv: '1',
        page: '3',
        entries: '100',
        include: 'metamask, rainbow,metamask',
        exclude: 'safe',
        chains: 'eip155:1,solana:*',
        search: '  Meta ',
        badge_type: 'certified',
      }),
    ).toEqual({
      page: 3,
      entries: 100,
      include: ['metamask', 'rainbow'],
      exclude: ['safe'],
      chains: [
        { namespace: 'eip155', reference: '1', id: 'eip155:1' },
        { namespace: 'solana', reference: '*', id: 'solana:*' },
      ],
      search: 'Meta',
      badgeType: 'certified',
    })
  })

  test('behavior: errors name the parameter', () => {
    expect(() => parseGetWalletsQuery({ entries: '500' })).toThrow(InvalidParameterError)
    try {
      parseGetWalletsQuery({ page: '0' })
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_PARAMETER', parameter: 'page' })
    }
  })
})
