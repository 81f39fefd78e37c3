/** A request URL fit for the log: the value of its `auth` parameter (the client's token) removed. */
export function stripRelayAuth(url: string): string {
  return url.replace(/([?&]auth=)[^&#]*/g, '$1[redacted]')
}
