import type { CreateLatchkeyParameters, CustomWallet } from '@latchkey/core'
import type { DemoConfig } from './demoConfig.js'

// A hand-drawn icon for the demo's custom wallet (no logo is copied).
const acmeIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7c3aed"/><path d="M18 46 32 16l14 30h-8l-6-14-6 14z" fill="#fff"/></svg>',
)}`

/** The custom wallet `?custom=1` adds: not in the registry, announcing `com.acme.wallet` when installed. */
const acmeWallet: CustomWallet = {
  id: 'acme-wallet',
  name: 'Acme Wallet',
  rdns: 'com.acme.wallet',
  image_url: acmeIcon,
  homepage: 'https://acme.example/',
  webapp_link: 'https://app.acme.example/',
}

const ids = (value: string | null) =>
  value
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/**
 * The wallet list's options: the stack's server is the wallet registry. The page's address can
 * set the others, for trying them and for the browser tests (the demo without any stays as is):
 * `?featured=a,b`, `?include=`, `?exclude=`, `?custom=1`, `?legal=1` (the legal checkbox),
 * `?collapse=1`, `?allWallets=HIDE|ONLY_MOBILE`, `?registry=<url>` and `?projectId=`.
 */
export function getRegistryOptions(
  config: DemoConfig,
  search = window.location.search,
): Partial<CreateLatchkeyParameters> {
  const query = new URLSearchParams(search)
  const allWallets = query.get('allWallets')
  const legal = query.get('legal') === '1'
  return {
    registryUrl: query.get('registry') ?? config.serverUrl,
    projectId: query.get('projectId') ?? undefined,
    featuredWalletIds: ids(query.get('featured')),
    includeWalletIds: ids(query.get('include')),
    excludeWalletIds: ids(query.get('exclude')),
    customWallets: query.get('custom') === '1' ? [acmeWallet] : undefined,
    ...(legal
      ? {
          termsConditionsUrl: `${window.location.origin}/terms`,
          privacyPolicyUrl: `${window.location.origin}/privacy`,
        }
      : {}),
    features: {
      legalCheckbox: legal,
      collapseWallets: query.get('collapse') === '1',
      ...(allWallets === 'HIDE' || allWallets === 'ONLY_MOBILE' ? { allWallets } : {}),
    },
  }
}
