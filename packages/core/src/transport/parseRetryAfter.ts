/**
 * Milliseconds to wait that a `Retry-After` header asks for (RFC 9110: delay-seconds or an
 * HTTP date); undefined when the value is absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // The three HTTP date forms open with a day name and hold a time; checking that keeps
  // Date.parse's leniency ('-1' and '1.5' parse as dates) out.
  if (!/^[A-Za-z]{3}/.test(trimmed) || !/\d{2}:\d{2}:\d{2}/.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
