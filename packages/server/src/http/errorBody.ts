import { STATUS_CODES } from 'node:http'

/** Body of every error response: a stable code for programs and a message for people. */
export type ErrorBody = { error: { code: string; message: string } }

/** Builds the error body for `statusCode`; the code defaults to the status name (`NOT_FOUND`). */
export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  const statusName = (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_')
  return { error: { code: code ?? statusName, message } }
}
