import { InvalidProjectInputError } from '../errors/project.js'

/**
 * Checks an allowed origin an operator typed and returns it as browsers send it in `Origin`:
 * `http` or `https`, host in lower case, no default port, no path, query or credentials.
 */
export function normalizeOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  const problem = !url
    ? 'is not a URL'
    : url.protocol !== 'http:' && url.protocol !== 'https:'
      ? 'must start with http:// or https://'
      : url.username || url.password
        ? 'must not hold a user name or password'
        : (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash
          ? 'must be scheme, host and port only, with no path, query or fragment'
          : undefined
  if (problem || !url)
    throw new InvalidProjectInputError(
      `The origin '${value}' ${problem}: write it like https://app.example.com or http://127.0.0.1:5173.`,
    )
  return url.origin
}
