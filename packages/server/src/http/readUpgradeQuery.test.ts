import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameter.js'
import { queryParameter, queryText } from './querySchemas.js'
import { readUpgradeQuery } from './readUpgradeQuery.js'

const schema = v.object({ name: queryParameter(queryText) })

describe('readUpgradeQuery', () => {
  test('default: reads the query of the URL through the schema', () => {
    expect(readUpgradeQuery(new URL('ws://relay/?name=a&other=b'), schema)).toEqual({ name: 'a' })
    expect(readUpgradeQuery(new URL('ws://relay/'), schema)).toEqual({ name: undefined })
  })

  test('behavior: a repeated parameter is a list, refused as readRequest refuses it', () => {
    const read = () => readUpgradeQuery(new URL('ws://relay/?name=a&name=b&name=c'), schema)
    expect(read).toThrow(InvalidParameterError)
    expect(read).toThrow('name must be given once, got it 3 times')
  })

  test('behavior: a __proto__ parameter changes no prototype', () => {
    const loose = v.looseObject({ name: queryParameter(queryText) })
    const query = readUpgradeQuery(new URL('ws://relay/?__proto__=x&name=a'), loose)
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype)
    expect(query.name).toBe('a')
  })
})
