/** The explorer path most chains use for an address: `<base>/address/<address>`. */
export function explorerAddress(base: string, address: string): string {
  return `${base.replace(/\/+$/, '')}/address/${address}`
}
