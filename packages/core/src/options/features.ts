import type { ConnectorGroupName } from '../connectors/getConnectorGroups.js'
import { defaultConnectorGroupOrder } from '../connectors/getConnectorGroups.js'
import type { SocialProvider } from '../stores/chainState.js'

/** The wallet features of the Account view. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Where the Connect view offers the "All Wallets" entry: everywhere, nowhere, or on phones only. */
export type AllWalletsMode = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/** Every `allWallets` mode. */
export const allWalletsModes = [
  'SHOW',
  'HIDE',
  'ONLY_MOBILE',
] as const satisfies readonly AllWalletsMode[]

/** The feature switches of `createLatchkey`, with every default filled in. */
export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  /** Whether the wallet list shows under the email field. */
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: AllWalletsMode
  /** Whether connecting waits for the visitor to accept `termsConditionsUrl` / `privacyPolicyUrl`. */
  legalCheckbox: boolean
  smartSessions: boolean
  /** With email or socials on: the wallets hide behind one "Continue with a wallet" entry. */
  collapseWallets: boolean
  /** The social logins offered, in order; empty for none. */
  socials: readonly SocialProvider[]
  /** The order of the Connect view's groups. */
  connectorTypeOrder: readonly ConnectorGroupName[]
  /** The order of the Account view's wallet features. */
  walletFeaturesOrder: readonly WalletFeature[]
}

/** Every social provider, in the default order (spec section 9). */
export const socialProviders = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const satisfies readonly SocialProvider[]

/** The features a dapp gets by setting none (spec section 9). */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: 'SHOW',
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: socialProviders,
  connectorTypeOrder: defaultConnectorGroupOrder,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
}

/**
 * Features as a dapp writes them: any subset; `socials: false` turns social login off, and
 * `allWallets` also takes true ('SHOW') and false ('HIDE').
 */
export type FeaturesParameters = Partial<Omit<Features, 'socials' | 'allWallets'>> & {
  socials?: readonly SocialProvider[] | false | undefined
  allWallets?: AllWalletsMode | boolean | undefined
}
