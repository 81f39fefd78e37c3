import type { TokenBalance } from '../stores/chainState.js'
import type { AmountProblem } from './parseAmount.js'

/** Where the receiver field stands: empty, being resolved, or resolved to an address (or not). */
type ReceiverStatus =
  | 'empty'
  | 'resolving'
  | 'resolved'
  | 'invalidAddress'
  | 'nameNotFound'
  | 'nameError'

/** Why the form cannot be sent yet; the Send button says it (first one found, in this order). */
export type SendProblem =
  | 'noToken'
  | 'noAmount'
  | AmountProblem
  | 'amountTooHigh'
  | 'noReceiver'
  | 'resolving'
  | 'invalidAddress'
  | 'nameNotFound'
  | 'nameError'
  | 'loading'
  | 'insufficientGas'
  /** On solana, any of the amount and receiver problems: one message says it (spec section 5). */
  | 'invalidAmountOrReceiver'

/** How the last send ended, for the view: declined in the wallet, or failed with a message. */
type SendOutcome =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'declined' }
  | { status: 'failed'; message: string }
  | { status: 'sent'; hash: string }

/**
 * The Send form (spec section 3's Send state: token, sendTokenAmount, receiverAddress, the
 * receiver's profile image and name, gasPrice, gasPriceInUSD, networkBalanceInUSD, loading,
 * tokenBalances, lastRetry) plus what the views need to say where it stands.
 */
export type SendState = {
  /** What the form is for (CAIP-10 account); another account or network resets it. */
  caipAddress: string | undefined
  token: TokenBalance | undefined
  /** The amount as typed, in the token's units ('1.5'). */
  sendTokenAmount: string
  /** What the person typed as the receiver: an address or a name. */
  receiverInput: string
  receiverStatus: ReceiverStatus
  /** The address the receiver resolved to. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  /** Smallest unit of the native coin per gas; undefined until read. */
  gasPrice: bigint | undefined
  /** The gas the transfer needs (21,000 for a native send; estimated for a token). */
  gasLimit: bigint | undefined
  /** While the token transfer's gas is being estimated: the fee shown is about to change. */
  estimatingGas: boolean
  /** The network fee (gas price × gas) in US dollars, when the native coin has a price. */
  gasPriceInUSD: number | undefined
  /** The native balance in US dollars, when the native coin has a price. */
  networkBalanceInUSD: number | undefined
  /** The native balance, smallest unit. */
  nativeBalance: bigint | undefined
  loading: boolean
  /** The tokens the account can send, native coin first. */
  tokenBalances: readonly TokenBalance[]
  /** When reading the gas price or balances last failed (ms), so a retry can wait. */
  lastRetry: number | undefined
  /** Set when the namespace is not one Send covers: the view says 'Unsupported chain'. */
  unsupported: boolean
  outcome: SendOutcome
}

/** The Send form before anything is chosen. */
export const initialSendState: SendState = {
  caipAddress: undefined,
  token: undefined,
  sendTokenAmount: '',
  receiverInput: '',
  receiverStatus: 'empty',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  gasPrice: undefined,
  gasLimit: undefined,
  estimatingGas: false,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  nativeBalance: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  unsupported: false,
  outcome: { status: 'idle' },
}
