import * as v from 'valibot'
import { expect, test } from 'vitest'
import { queryParameter, queryText } from '../http/querySchemas.js'
import { readRequestPart } from '../http/readRequest.js'
import { chainIdParameter, currencyParameter, flagParameter } from './dataQuerySchemas.js'

const schema = v.object({
  chainId: chainIdParameter,
  currency: currencyParameter,
  forceUpdate: flagParameter,
  cursor: queryParameter(queryText),
  sender: queryParameter(queryText),
})
const read = (query: unknown) => readRequestPart('query', schema, query)

const problem = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return {
      parameter: (error as { parameter?: string }).parameter,
      message: (error as Error).message,
    }
  }
  return undefined
}

test('default: reads strings, chain ids, the currency and flags', () => {
  const query = read({
    chainId: 'eip155:1',
    currency: 'USD',
    forceUpdate: 'true',
    cursor: 'abc',
  })
  expect(query.chainId).toBe('eip155:1')
  expect(query.currency).toBe('usd')
  expect(query.forceUpdate).toBe(true)
  expect(query.cursor).toBe('abc')
})

test('behavior: absent and empty parameters read as absent, with the defaults', () => {
  for (const query of [read(undefined), read({ chainId: '', currency: '', forceUpdate: '' })]) {
    expect(query.chainId).toBeUndefined()
    expect(query.currency).toBe('usd')
    expect(query.forceUpdate).toBe(false)
    expect(query.cursor).toBeUndefined()
  }
})

test('behavior: a bad parameter is named with what is wrong', () => {
  expect(problem(() => read({ chainId: 'mainnet' }))).toEqual({
    parameter: 'chainId',
    message: "chainId must be a CAIP-2 network id such as eip155:1, got 'mainnet'",
  })
  expect(problem(() => read({ chainId: 'cosmos:cosmoshub-4' }))).toEqual({
    parameter: 'chainId',
    message:
      "chainId names an unknown chain namespace 'cosmos' (known: eip155, solana, bip122, polkadot)",
  })
  expect(problem(() => read({ currency: 'EUR' }))).toEqual({
    parameter: 'currency',
    message: "currency must be one of usd, got 'eur'",
  })
  expect(problem(() => read({ forceUpdate: 'yes' }))).toEqual({
    parameter: 'forceUpdate',
    message: "forceUpdate must be true or false, got 'yes'",
  })
  expect(problem(() => read({ sender: ['a', 'b'] }))).toEqual({
    parameter: 'sender',
    message: 'sender must be given once, got it 2 times',
  })
})
