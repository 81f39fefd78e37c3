// The English strings of the Swap views, loaded with them.

/** The English strings of the Swap views (a part of `en`). */
export const swapStrings = {
  swapPay: 'You pay',
  swapReceive: 'You receive',
  swapToken: (side: string, symbol: string) => `${side}: ${symbol}, change`,
  swapSwitch: 'Switch tokens',
  swapQuoteLoading: 'Getting a quote',
  swapPriceImpact: 'Price impact',
  swapSlippage: 'Max. slippage',
  swapSlippageLabel: 'Slippage tolerance (percent)',
  swapMinimumReceived: 'Minimum received',
  swapRate: 'Rate',
  swapProblems: {
    noToken: 'Select token',
    noAmount: 'Enter amount',
    invalidAmount: 'Invalid amount',
    zeroAmount: 'Enter an amount above 0',
    tooManyDecimals: 'Too many decimals',
    insufficientBalance: 'Insufficient balance',
    quoting: 'Getting quote…',
    noRoute: 'No route for this swap',
    tooSmall: 'Amount too small',
    insufficientGas: 'Insufficient gas funds',
  },
  swapReview: 'Review swap',
  swapConfirm: 'Swap',
  swapApproveAndSwap: 'Approve and swap',
  swapSteps: 'Steps',
  swapStepApprove: (symbol: string) => `Approve ${symbol}`,
  swapStepSwap: 'Swap',
  swapWaiting: (step: 'approve' | 'swap') =>
    step === 'approve'
      ? 'Approve the token in your wallet (1 of 2)'
      : 'Confirm the swap in your wallet',
  swapDeclined: (step: 'approve' | 'swap') =>
    step === 'approve' ? 'Approval declined in the wallet' : 'Swap declined in the wallet',
  suggestedTokens: 'Suggested',
  allTokens: 'Tokens',
}
