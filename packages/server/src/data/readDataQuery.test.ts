import { expect, test } from 'vitest'
import { readDataQuery } from './readDataQuery.js'

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
  const query = readDataQuery({
    chainId: 'eip155:1',
    currency: 'USD',
    forceUpdate: 'true',
    cursor: 'abc',
  })
  expect(query.chainId('chainId')).toBe('eip155:1')
  expect(query.currency()).toBe('usd')
  expect(query.flag('forceUpdate')).toBe(true)
  expect(query.string('cursor')).toBe('abc')
})

test('behavior: absent and empty parameters read as absent, with the defaults', () => {
  for (const query of [
    readDataQuery(undefined),
    readDataQuery({ chainId: '', currency: '', forceUpdate: '' }),
  ]) {
    expect(query.chainId('chainId')).toBeUndefined()
    expect(query.currency()).toBe('usd')
    expect(query.flag('forceUpdate')).toBe(false)
    expect(query.string('cursor')).toBeUndefined()
  }
})

test('behavior: a bad parameter is named with what is wrong', () => {
  expect(problem(() => readDataQuery({ chainId: 'mainnet' }).chainId('chainId'))).toEqual({
    parameter: 'chainId',
    message: "chainId must be a CAIP-2 network id such as eip155:1, got 'mainnet'",
  })
  expect(
    problem(() => readDataQuery({ chainId: 'cosmos:cosmoshub-4' }).chainId('chainId')),
  ).toEqual({
    parameter: 'chainId',
    message:
      "chainId names an unknown chain namespace 'cosmos' (known: eip155, solana, bip122, polkadot)",
  })
  expect(problem(() => readDataQuery({ currency: 'EUR' }).currency())).toEqual({
    parameter: 'currency',
    message: "currency must be one of usd, got 'eur'",
  })
  expect(problem(() => readDataQuery({ forceUpdate: 'yes' }).flag('forceUpdate'))).toEqual({
    parameter: 'forceUpdate',
    message: "forceUpdate must be true or false, got 'yes'",
  })
  expect(problem(() => readDataQuery({ sender: ['a', 'b'] }).string('sender'))).toEqual({
    parameter: 'sender',
    message: 'sender must be given once, got it 2 times',
  })
})
