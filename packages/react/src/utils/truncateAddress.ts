/**
 * Shortens an address to its first 4 characters (after a `0x` prefix) and its last 6
 * (spec section 9): '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' becomes '0xf39F…b92266'.
 * Addresses too short to gain anything come back whole.
 */
export function truncateAddress(address: string): string {
  const lead = address.startsWith('0x') ? 6 : 4
  if (address.length <= lead + 6 + 1) return address
  return `${address.slice(0, lead)}…${address.slice(-6)}`
}
