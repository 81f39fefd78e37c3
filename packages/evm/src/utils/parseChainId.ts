/**
 * An EIP-155 chain id from what a wallet sends (`eth_chainId`, `chainChanged`): hex as the
 * standard says, or the decimal strings and numbers some wallets still use; undefined otherwise.
 */
export function parseChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
