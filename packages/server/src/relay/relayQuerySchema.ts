import * as v from 'valibot'
import { queryParameter, queryText } from '../http/querySchemas.js'
import { isProjectId } from '../projects/isProjectId.js'

/** The longest `auth` token read: a relay JWT is about 400 characters. */
const maxRelayAuthLength = 2048
/** The longest `ua` read: WalletConnect's `wc-2/js-<version>/<os>/<environment>` with an origin. */
const maxRelayUaLength = 512

/** Text of at most `max` characters, the length named when it is longer. */
function boundedText(max: number) {
  return v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || value.length <= max,
      (issue) => `must be at most ${max} characters, got ${String(issue.input).length}`,
    ),
  )
}

/**
 * The query of a relay upgrade (`?auth=<JWT>&projectId=<id>&ua=<agent>`; what else WalletConnect
 * sends is not read). Each parameter once and bounded; an absent `auth` is left to the token check,
 * which answers 401 as a missing credential.
 */
export const relayQuerySchema = v.object({
  auth: queryParameter(
    v.pipe(
      boundedText(maxRelayAuthLength),
      v.check(
        (value) => value === undefined || /^[A-Za-z0-9_.-]+$/.test(value),
        'must be a JWT: base64url parts joined by dots',
      ),
    ),
  ),
  projectId: queryParameter(
    v.pipe(
      queryText,
      v.check(
        (value) => value === undefined || isProjectId(value),
        'must be 1 to 64 letters, digits, hyphens and underscores, starting with a letter or digit',
      ),
    ),
  ),
  ua: queryParameter(boundedText(maxRelayUaLength)),
})
