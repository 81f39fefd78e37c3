import { readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A wallet's real logo: the SVG, and the logo package's id for it. */
export type WalletLogo = { svg: string; logoId: string }

// Catalog ids often name the product ("trust-wallet", "ledger-live", "trezor-suite"); the logo
// package names the brand ("trust", "ledger", "trezor"), sometimes with a hyphen more or less.
const productSuffixes = /-(wallet|live|suite|extension|defi-wallet)$/

/** The logo package's ids that may name the catalog's wallet `id`, most exact first. */
export function getWalletLogoCandidates(id: string): string[] {
  const base = id.replace(productSuffixes, '')
  const candidates = [id, base, id.replace(/-/g, ''), base.replace(/-/g, '')]
  // "tokenpocket" is "token-pocket" there: the hyphenated forms are tried by the package's list.
  return [...new Set(candidates)].filter((candidate) => /^[a-z0-9-]+$/.test(candidate))
}

/**
 * The wallet's real logo from `@web3icons/core` (installed with the server, read at seed time,
 * never copied into the repo), or undefined when the package has none: the caller then draws the
 * monogram. `logoIds` is the package's list of wallet ids, matched without hyphens too.
 */
export async function resolveWalletLogo(
  id: string,
  logoIds: readonly string[] | undefined = undefined,
): Promise<WalletLogo | undefined> {
  const ids = logoIds ?? (await loadWalletLogoIds())
  const compact = new Map(ids.map((logoId) => [logoId.replace(/-/g, ''), logoId]))
  for (const candidate of getWalletLogoCandidates(id)) {
    const logoId = ids.includes(candidate) ? candidate : compact.get(candidate)
    if (!logoId) continue
    // One module per logo: the package's index would load every token's too (seconds).
    const module = (await import(`@web3icons/core/svgs/wallets/branded/${logoId}.svg.js`)) as {
      default: unknown
    }
    if (typeof module.default === 'string' && module.default.trimStart().startsWith('<svg'))
      return { svg: module.default, logoId }
  }
  return undefined
}

/** The wallet ids `@web3icons/core` has logos for (its file names); none when it is not installed. */
export async function loadWalletLogoIds(): Promise<readonly string[]> {
  try {
    const entry = fileURLToPath(import.meta.resolve('@web3icons/core'))
    const files = await readdir(join(dirname(entry), 'svgs/wallets/branded'))
    return files.flatMap((file) =>
      file.endsWith('.svg.js') ? [file.slice(0, -'.svg.js'.length)] : [],
    )
  } catch {
    return []
  }
}
