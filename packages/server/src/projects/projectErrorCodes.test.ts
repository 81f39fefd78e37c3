import { expect, test } from 'vitest'
import { isProjectErrorCode, projectErrorCodes, projectErrors } from './projectErrorCodes.js'

test('default: each code has its status and the widget’s message', () => {
  expect(Object.values(projectErrorCodes).map((code) => [code, projectErrors[code]])).toEqual([
    ['MISSING_PROJECT_ID', { status: 401, message: 'Missing project id' }],
    ['INVALID_PROJECT_ID', { status: 401, message: 'Invalid project id' }],
    ['PROJECT_ID_NOT_CONFIGURED', { status: 403, message: 'Project id not configured' }],
    [
      'ORIGIN_NOT_ALLOWED',
      { status: 403, message: 'Invalid app configuration: origin not allowed' },
    ],
  ])
})

test('behavior: isProjectErrorCode', () => {
  expect(isProjectErrorCode('ORIGIN_NOT_ALLOWED')).toBe(true)
  expect(isProjectErrorCode('NOT_FOUND')).toBe(false)
  expect(isProjectErrorCode('toString')).toBe(false)
  expect(isProjectErrorCode(undefined)).toBe(false)
})
