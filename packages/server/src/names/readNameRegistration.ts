import {
  formatNameRegistrationMessage,
  type NameRegistrationMessage,
  nameLabelMessage,
  nameLabelPattern,
  nameMessageMaxAgeSeconds,
  nameRegistrationMessageSchema,
} from '@latchkey/core/protocol'
import { InvalidParameterError } from '../errors/parameter.js'
import { quoteValue as quote } from '../http/querySchemas.js'
import { readRequestPart } from '../http/readRequest.js'

/** How far ahead of the server's clock a message's timestamp may be (clocks drift). */
const maxFutureSeconds = 60

/** A registration message read and checked: the full name, its label, records and time. */
export type ReadNameRegistrationReturnType = NameRegistrationMessage & { label: string }

/**
 * Reads a registration's signed message: JSON in the exact form `formatNameRegistrationMessage`
 * writes (so what the wallet showed is what is registered), a name `<label>.<suffix>` with a
 * valid label, and a timestamp at most 600 s old and 60 s ahead. Throws a 400 naming the field.
 */
export function readNameRegistration(
  text: string,
  parameters: { suffix: string; nowMs: number },
): ReadNameRegistrationReturnType {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new InvalidParameterError('message', 'must be the JSON registration message')
  }
  const message = readRequestPart('body', nameRegistrationMessageSchema, json, {
    refuse: ({ field, message }) =>
      new InvalidParameterError(field ? `message.${field}` : 'message', message),
  })
  if (formatNameRegistrationMessage(message) !== text)
    throw new InvalidParameterError(
      'message',
      'must be written as formatNameRegistrationMessage writes it: keys name, attributes, timestamp, no spaces',
    )
  const ending = `.${parameters.suffix}`
  const label = message.name.endsWith(ending) ? message.name.slice(0, -ending.length) : undefined
  if (label === undefined || message.name !== message.name.toLowerCase())
    throw new InvalidParameterError(
      'message.name',
      `must be a lower-case name ending in ${ending}, got ${quote(message.name)}`,
    )
  if (!nameLabelPattern.test(label))
    throw new InvalidParameterError('message.name', `${nameLabelMessage}, got ${quote(label)}`)
  const age = Math.floor(parameters.nowMs / 1000) - message.timestamp
  if (age > nameMessageMaxAgeSeconds)
    throw new InvalidParameterError(
      'message.timestamp',
      `is ${age} s old: a registration must be signed within ${nameMessageMaxAgeSeconds} s`,
    )
  if (age < -maxFutureSeconds)
    throw new InvalidParameterError(
      'message.timestamp',
      `is ${-age} s ahead of the server's clock (at most ${maxFutureSeconds} s)`,
    )
  return { ...message, label }
}
