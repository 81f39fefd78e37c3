// The English strings of the network list (Networks and UnsupportedChain views), loaded with it.

/** The English strings of the network list (a part of `en`). */
export const networkStrings = {
  networksLabel: 'Networks',
  switching: 'Switching…',
  switchDeclined: 'Switch declined',
  switchDeclinedDetail: 'The wallet declined the network switch.',
  switchFailed: 'Could not switch network',
  unsupportedDetail:
    'This app doesn’t support your current network. Switch to an available option to continue.',
}
