/** Whether a pairing expiring at `expiry` (ms since the epoch) is over; no expiry counts as over. */
export function isPairingExpired(expiry: number | undefined, now = Date.now()): boolean {
  return expiry === undefined || now >= expiry
}
