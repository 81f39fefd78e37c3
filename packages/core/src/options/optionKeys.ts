// The names of `createLatchkey`'s options, as resolveOptions and checkOptions read them.

/** Switches that are on unless set false (spec section 9). */
export const onByDefault = [
  'enableNetworkSwitch',
  'enableInjected',
  'enableEIP6963',
  'enableWalletConnect',
  'enableWallets',
  'enableWalletGuide',
  'enableAuthLogger',
  'debug',
] as const

/** Switches that are off unless set true. */
export const offByDefault = [
  'allowUnsupportedChain',
  'enableEmbedded',
  'disableAppend',
  'basic',
] as const

/** The other options (the wallet list's are `walletOptionKeys`). */
export const otherKeys = [
  'projectId',
  'networks',
  'defaultNetwork',
  'adapters',
  'metadata',
  'features',
  'themeMode',
  'locale',
  'themeVariables',
  'storage',
  'initialState',
  'relayUrl',
  'verifyUrl',
  'walletRequestTimeout',
  'siwx',
  'siweConfig',
  'apiUrl',
  'embeddedWalletUrl',
] as const
