// Wallets that announce themselves under several names, mapped to the one we match on.
const aliases: Record<string, string> = { 'trust wallet': 'trust' }

/** The key two connectors' names are compared by: case-insensitive, 'Trust Wallet' as 'Trust'. */
export function normalizeConnectorName(name: string): string {
  const key = name.trim().toLowerCase()
  return aliases[key] ?? key
}
