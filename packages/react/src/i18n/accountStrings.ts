// The English strings of the Account view (profile, balances, tokens, activity, the email
// account's row), loaded with it; the views opened from Account read them too.
import { getPageLocale } from '../utils/getPageLocale.js'
import { formatUsd } from './formatUsd.js'

/** The English strings of the Account view (a part of `en`). */
export const accountStrings = {
  copyAddress: 'Copy address',
  accountTypeSmart: 'Smart account',
  accountTypeEoa: 'Standard account (EOA)',
  smartAccountDeployed: 'deployed',
  smartAccountNotDeployed: 'deployed with its first transaction',
  switchToEoa: 'Switch to standard account',
  switchToSmartAccount: 'Switch to smart account',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  chooseName: 'Choose a name',
  accountNamesError: 'Error fetching names for address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  balanceLoading: 'Loading balance',
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  networkLabel: (network: string) => `Network: ${network}`,
  walletFeatures: { onramp: 'Buy', swaps: 'Swap', receive: 'Receive', send: 'Send' },
  transactionPending: 'Pending',
  accountTabsLabel: 'Tokens and activity',
  tokensTab: 'Tokens',
  activityTab: 'Activity',
  tokensLoading: 'Loading tokens',
  noTokens: 'No tokens on this network yet',
  fundTitle: 'No funds yet',
  fundText: (buy: boolean, receive: boolean) =>
    buy && receive
      ? 'Buy crypto with a card, or receive it from another wallet.'
      : buy
        ? 'Buy crypto with a card to get started.'
        : receive
          ? 'Receive crypto from another wallet to get started.'
          : 'Tokens sent to this account show here.',
  fundBuy: 'Buy crypto',
  fundReceive: 'Receive',
  activityLoading: 'Loading activity',
  noActivity: 'No activity yet',
  activityUnavailable: 'Activity is not available on this network',
  loadMore: 'Load more',
  transactionFailed: 'Failed',
  /** A value in the data API's currency (US dollars): 1234.5 is '$1,234.50' in en-US. */
  usdValue: (value: number) => formatUsd(value),
  totalBalance: 'Total balance',
  connectedWith: (wallet: string) => `Connected with ${wallet}`,
  /** The embedded wallet's session opened with a passkey. */
  connectedWithPasskey: 'Connected with a passkey',
  /** Linked logins: an account made by a social login adds an email. */
  addEmail: 'Add an email',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  /** The retry of a failed balance while the 30 s block runs: 'Try again in 12 s'. */
  tryAgainIn: (seconds: number) => `Try again in ${seconds} s`,
  /** An Activity entry's other side: 'To 0x12…345678'. */
  counterpartyTo: (who: string) => `To ${who}`,
  counterpartyFrom: (who: string) => `From ${who}`,
  viewTransaction: (explorer: string) => `View transaction on ${explorer}`,
  /** An Activity heading: March 2025. */
  activityMonth: (year: number, month: number) =>
    new Intl.DateTimeFormat(getPageLocale(), { month: 'long', year: 'numeric' }).format(
      new Date(year, month, 1),
    ),
  /** When an Activity entry was mined: Mar 15, 2:05 PM. */
  activityDate: (date: Date) =>
    new Intl.DateTimeFormat(getPageLocale(), {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(date),
  /** An Activity entry's title, from its operation type. */
  transactionTitle: (operationType: string) =>
    (
      ({
        approve: 'Approved',
        bought: 'Bought',
        buy: 'Bought',
        borrow: 'Borrowed',
        burn: 'Burned',
        cancel: 'Canceled',
        claim: 'Claimed',
        deploy: 'Deployed',
        deposit: 'Deposited',
        execute: 'Executed',
        mint: 'Minted',
        receive: 'Received',
        repay: 'Repaid',
        send: 'Sent',
        sell: 'Sold',
        stake: 'Staked',
        trade: 'Swapped',
        unstake: 'Unstaked',
        withdraw: 'Withdrawn',
      }) as Record<string, string>
    )[operationType] ?? 'Transaction',
  emailSignedInAs: (email: string) => `Signed in as ${email}`,
  updateEmail: 'Update email',
  exportKey: 'Export private key',
  addPasskey: 'Add a passkey',
  linkedLogins: 'Linked logins',
  emailLogin: 'Email',
  /** A button adding a social login to the account: 'Link GitHub'. */
  linkLogin: (provider: string) => `Link ${provider}`,
  removeLoginButton: 'Remove',
  /** The remove button's accessible name: 'Remove GitHub'. */
  removeLogin: (provider: string) => `Remove ${provider}`,
  deviceRequestsTitle: 'New device sign-in',
  /** A new device waiting for this one's approval; `time` is already formatted: '2:05 PM'. */
  deviceRequestText: (time: string) => `A new device asked to sign in to this account at ${time}.`,
  approveDevice: 'Approve',
  declineDevice: 'Decline',
  signOut: 'Sign out',
}
