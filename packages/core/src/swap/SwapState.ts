import type { ConvertToken } from '../data/convertApi.js'

/** A token that can be swapped on the network, with what the account holds of it. */
export type SwapToken = ConvertToken & {
  /** What the account holds, smallest unit (0 when it holds none or it is unknown). */
  balance: bigint
  /** US dollars per whole token, 0 when unknown. */
  price: number
}

/** The quote for the form's amount: asked, or what the market gives. */
export type SwapQuote =
  | { status: 'idle' | 'loading' | 'noRoute' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready'
      fromAmount: bigint
      toAmount: bigint
      /** Percent the price is off the pools' mid price (the server's, else from the tokens' prices). */
      priceImpact: number | undefined
      /** Estimated gas units of the swap. */
      gasLimit: bigint | undefined
    }

/** A transaction the data API built, ready for the wallet. */
export type SwapTransaction = { to: string; data: string; value: bigint; gas: bigint }

/** The step of a swap the wallet is asked for: the token's approval, then the swap. */
export type SwapStep = 'approve' | 'swap'

/** Which side of the form SwapSelectToken chooses for. */
export type SwapSide = 'source' | 'to'

/** How the last swap went, for SwapPreview. */
export type SwapOutcome =
  | { status: 'idle' }
  | { status: 'pending'; step: SwapStep }
  | { status: 'declined'; step: SwapStep }
  | { status: 'failed'; step: SwapStep; message: string }
  | { status: 'sent'; hash: string }

/** The Swap form: what is paid and received, the quote, the fee and where a swap stands. */
export type SwapState = {
  /** What the form is for (CAIP-10 account); another account or network resets it. */
  caipAddress: string | undefined
  tokens: readonly SwapToken[]
  tokensStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** Set when the network has no market: the view shows it ('Network not supported for Swaps'). */
  unsupported: string | undefined
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The side SwapSelectToken chooses for. */
  selecting: SwapSide
  /** The amount paid as typed, in the source token's units ('1.5'). */
  sourceTokenAmount: string
  /** Tolerance in percent (spec section 9: 1). */
  slippage: number
  quote: SwapQuote
  /** Wei per gas; undefined until read. */
  gasPrice: bigint | undefined
  /** Native balance, wei; undefined until read. */
  nativeBalance: bigint | undefined
  /** What the router may spend of the source token; undefined for the native coin or until read. */
  allowance: bigint | undefined
  /** The swap built for the preview, and the least it accepts. */
  transaction: SwapTransaction | undefined
  minimumToAmount: bigint | undefined
  outcome: SwapOutcome
}

/** The Swap form before anything is chosen. */
export const initialSwapState: SwapState = {
  caipAddress: undefined,
  tokens: [],
  tokensStatus: 'idle',
  unsupported: undefined,
  sourceToken: undefined,
  toToken: undefined,
  selecting: 'to',
  sourceTokenAmount: '',
  slippage: 1,
  quote: { status: 'idle' },
  gasPrice: undefined,
  nativeBalance: undefined,
  allowance: undefined,
  transaction: undefined,
  minimumToAmount: undefined,
  outcome: { status: 'idle' },
}
