import { nameLabelMessage, nameLabelPattern } from '@latchkey/core/protocol'
import * as v from 'valibot'
import { queryParameter, queryText, quoteValue as quote } from '../http/querySchemas.js'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const controlCharacterPattern = /[\u0000-\u001f\u007f]/

/** Any name the account route may look up (ours or ENS's), in lower case. */
const anyNameParameter = v.pipe(
  v.string(),
  v.transform((name) => name.toLowerCase()),
  v.maxLength(255, 'must be at most 255 characters'),
  // A name is a domain name: no control character (a NUL could not even reach the table).
  v.check(
    (name) => !controlCharacterPattern.test(name),
    'must be a name such as ivy.latchkey.id, without control characters',
  ),
)

/**
 * The name service routes' valibot schemas for a suffix: a suggestion's `:name` is a label or a
 * full name under the suffix (answered as its label), `zone` the suffix itself.
 */
export function createNameSchemas(suffix: string) {
  const ending = `.${suffix}`
  const labelParameter = v.pipe(
    anyNameParameter,
    v.transform((name) => (name.endsWith(ending) ? name.slice(0, -ending.length) : name)),
    v.check(
      (label) => nameLabelPattern.test(label),
      (issue) =>
        `${nameLabelMessage} (a label, or a name ending in ${ending}), got ${quote(String(issue.input))}`,
    ),
  )
  const zoneParameter = queryParameter(
    v.pipe(
      queryText,
      v.transform((zone) => zone?.toLowerCase().replace(/^\./, '')),
      v.check(
        (zone) => zone === undefined || zone === suffix,
        (issue) => `must be ${suffix} (the only zone served), got ${quote(String(issue.input))}`,
      ),
    ),
  )
  return {
    suggestions: {
      params: v.object({ name: labelParameter }),
      query: v.object({ zone: zoneParameter }),
    },
    account: { params: v.object({ name: anyNameParameter }) },
  }
}
