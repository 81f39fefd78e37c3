// The English strings of the Buy views (OnRampProviders, BuyInProgress), loaded with them.

/** The English strings of the Buy views (a part of `en`). */
export const buyStrings = {
  buyAmount: 'Amount',
  buyCurrency: 'Currency',
  buyMethod: 'Payment method',
  buyMethods: { card: 'Card', ach_bank_account: 'Bank account (ACH)' },
  buyAsset: 'Buy',
  buyProviders: 'Providers',
  buyFees: (range: string) => `Fees ${range}`,
  buyQuote: (amount: string) => `≈ ${amount}`,
  buyEstimate: 'Estimate',
  buyQuoteLoading: 'Loading quote',
  buyLimits: (min: string, max: string, currency: string) =>
    `Between ${min} and ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Enter amount',
    invalidAmount: () => 'Invalid amount',
    belowMinimum: (limit: string, currency: string) => `Minimum amount is ${limit} ${currency}`,
    aboveMaximum: (limit: string, currency: string) => `Maximum amount is ${limit} ${currency}`,
  },
  buyOpening: (provider: string) => `Opening ${provider}…`,
  buyWaiting: (provider: string) => `Complete the purchase in the ${provider} window`,
  buyOnTheWay: (amount: string) => `Paid: ${amount} on the way to your wallet`,
  buyArrived: (amount: string) => `${amount} arrived`,
  buyOpenAgain: 'Open the provider again',
  buyBack: 'Back to Account',
}
