import { describe, expect, test } from 'vitest'
import { InvalidProjectInputError } from '../errors/project.js'
import { normalizeOrigin } from './normalizeOrigin.js'

describe('normalizeOrigin', () => {
  test.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['https://App.Example.com/', 'https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://localhost:80', 'http://localhost'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('default: %s is %s', (input, origin) => {
    expect(normalizeOrigin(input)).toBe(origin)
  })

  test.each([
    ['app.example.com', 'is not a URL'],
    ['ftp://app.example.com', 'must start with http:// or https://'],
    ['https://user:pw@app.example.com', 'must not hold a user name or password'],
    ['https://app.example.com/path', 'must be scheme, host and port only'],
    ['https://app.example.com?x=1', 'must be scheme, host and port only'],
  ])('behavior: rejects %s', (input, problem) => {
    expect(() => normalizeOrigin(input)).toThrow(InvalidProjectInputError)
    expect(() => normalizeOrigin(input)).toThrow(`The origin '${input}' ${problem}`)
  })
})
