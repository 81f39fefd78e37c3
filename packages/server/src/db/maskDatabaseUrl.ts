/** Hides the password of a database URL so it can be printed or logged. */
export function maskDatabaseUrl(url: string): string {
  // Regular expressions rather than `new URL`, so that even an unparsable value is masked. The
  // password runs to the last `@` before the path, as URL parsers read it.
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^/]*@/i, '$1:****@')
    .replace(/([?&]password=)[^&#]*/gi, '$1****')
}
