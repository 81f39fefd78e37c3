/**
 * The names of the extensions a page most often carries, by their `window.injectedWeb3` id; an
 * unknown id shows as itself (or as the name its entry gives).
 */
export const knownExtensions: Readonly<Record<string, { name: string }>> = {
  'polkadot-js': { name: 'polkadot{.js}' },
  talisman: { name: 'Talisman' },
  'subwallet-js': { name: 'SubWallet' },
}
