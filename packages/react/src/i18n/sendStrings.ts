// The English strings of the Send and Receive views and their token selection, loaded with them
// (Swap reads the shared token and fee ones).

import { solanaInvalidSendMessage } from '@latchkey/core/errors'
import { formatUsd } from './formatUsd.js'

/** The English strings of the Send and Receive views (a part of `en`). */
export const sendStrings = {
  sendToken: (symbol: string) => `Token: ${symbol}, change`,
  selectToken: 'Select token',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendReceiver: 'To',
  sendReceiverPlaceholder: 'Address or name',
  sendAddressPlaceholder: 'Address',
  sendBalance: (balance: string) => `Balance ${balance}`,
  sendBalanceValue: (symbol: string) => `${symbol} balance`,
  sendNetworkFee: 'Network fee',
  sendFrom: 'From',
  sendNetwork: 'Network',
  searchTokens: 'Search tokens',
  noTokensFound: 'No token matches',
  sendProblems: {
    noToken: 'Select token',
    noAmount: 'Enter amount',
    invalidAmount: 'Invalid amount',
    zeroAmount: 'Enter an amount above 0',
    tooManyDecimals: 'Too many decimals',
    amountTooHigh: 'Insufficient funds',
    noReceiver: 'Add address',
    resolving: 'Finding address…',
    invalidAddress: 'Invalid address',
    nameNotFound: 'Name not found',
    nameError: 'Error resolving name',
    loading: 'Loading…',
    insufficientGas: 'Insufficient gas funds',
    invalidAmountOrReceiver: solanaInvalidSendMessage,
  },
  sendNamesUnsupported: 'Names do not work on this network: enter an address',
  sendPreview: 'Preview send',
  sendConfirm: 'Send',
  sendCancel: 'Cancel',
  sendWaiting: 'Confirm the transaction in your wallet',
  sendDeclined: 'Transaction declined in the wallet',
  unsupportedChain: 'Unsupported chain',
  receiveQrLabel: 'QR code of your address',
  receiveNetworks: 'Networks this address can receive on',
  receiveNote: (network: string) =>
    `Send only assets on ${network} or the networks below to this address.`,
  receiveNoteOne: (network: string) => `Send only assets on ${network} to this address.`,
  /** A network fee in US dollars: below a cent (a Solana fee) it reads '<$0.01', not '$0.00'. */
  usdFee: (value: number) => (value > 0 && value < 0.01 ? `<${formatUsd(0.01)}` : formatUsd(value)),
}
