import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

// Loopback, private, link-local, carrier-grade NAT, unspecified and the IPv6 equivalents: a
// metadata URL must not make the server reach its own network (SSRF).
const privateV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
]
const isPrivateAddress = (address: string) => {
  // An IPv4-mapped IPv6 address, as URL writes it (::ffff:7f00:1): its IPv4 address.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  const v4 = mapped
    ? [mapped[1], mapped[2]]
        .flatMap((part) => {
          const value = Number.parseInt(part ?? '0', 16)
          return [value >> 8, value & 0xff]
        })
        .join('.')
    : address.replace(/^::ffff:/i, '')
  if (isIP(v4) === 4) return privateV4.some((pattern) => pattern.test(v4))
  const v6 = address.toLowerCase()
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6)
}

/**
 * Whether the server may fetch `url` for an avatar's NFT metadata: https to a host that resolves
 * only to public addresses, or http/https to a host the operator listed (development).
 */
export async function checkFetchableUrl(url: URL, httpHosts: readonly string[]): Promise<boolean> {
  if (httpHosts.includes(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:'
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      )
  return addresses.length > 0 && !addresses.some(isPrivateAddress)
}
