import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { RegistryState } from './createRegistryStore.js'

/** What the Connect view shows around its wallet list. */
export type ConnectViewExtras = {
  /** The legal checkbox, with its links (at least one set), or undefined when there is none. */
  legal: { termsUrl: string | undefined; privacyUrl: string | undefined } | undefined
  /** False while the legal checkbox waits to be ticked: nothing connects until then. */
  walletsEnabled: boolean
  /** The wallets hide behind one "Continue with a wallet" entry (`collapseWallets` with email or socials on). */
  collapseWallets: boolean
  /** The "All Wallets" entry, with the count when known, or undefined when it is not offered. */
  allWallets: { count: number | undefined } | undefined
  /** The "Haven't got a wallet?" footer (`enableWalletGuide`). */
  walletGuide: boolean
  /** The configuration alert to show, when the registry refused the project. */
  alert: string | undefined
}

/** What `getConnectViewExtras` decides from. */
export type GetConnectViewExtrasParameters = {
  options: Pick<
    ResolvedOptions,
    | 'features'
    | 'enableWallets'
    | 'enableWalletGuide'
    | 'termsConditionsUrl'
    | 'privacyPolicyUrl'
    | 'customWallets'
  >
  registry: Pick<RegistryState, 'status' | 'count' | 'alert' | 'legalAccepted'>
  /** Whether the page runs on a phone (for `allWallets: 'ONLY_MOBILE'`). */
  mobile: boolean
}

/**
 * Decides the Connect view's extras from the options and the registry: the legal checkbox (shown
 * when `features.legalCheckbox` is on and a terms or privacy URL is set), the collapsed entry,
 * the All Wallets entry (`features.allWallets` 'SHOW', or 'ONLY_MOBILE' on a phone; only with
 * something to list and no configuration alert), the wallet guide and the alert.
 */
export function getConnectViewExtras({
  options,
  registry,
  mobile,
}: GetConnectViewExtrasParameters): ConnectViewExtras {
  const { features } = options
  const legal =
    features.legalCheckbox && (options.termsConditionsUrl || options.privacyPolicyUrl)
      ? { termsUrl: options.termsConditionsUrl, privacyUrl: options.privacyPolicyUrl }
      : undefined
  const mode = features.allWallets
  const offered = mode === 'SHOW' || (mode === 'ONLY_MOBILE' && mobile)
  const listable = registry.status !== 'disabled' || options.customWallets.length > 0
  const counted = registry.status === 'ready' || registry.status === 'disabled'
  return {
    legal,
    walletsEnabled: !legal || registry.legalAccepted,
    collapseWallets:
      options.enableWallets &&
      features.collapseWallets &&
      (features.email || features.socials.length > 0),
    allWallets:
      options.enableWallets && offered && listable && !registry.alert
        ? { count: counted ? registry.count : undefined }
        : undefined,
    walletGuide: options.enableWallets && options.enableWalletGuide,
    alert: registry.alert?.shortMessage,
  }
}
