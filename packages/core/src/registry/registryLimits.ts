/** The wallet list's constants (spec section 9). */
export const registryLimits = {
  /** Featured wallets fetched for the Connect view (one page). */
  featuredPageSize: 4,
  /** Recommended wallets the Connect view shows at most. */
  recommendedCount: 4,
  /** Entries per page of All Wallets. */
  pageSize: 40,
  /** Of each page, how many icons are fetched at once; the rest as they come into view. */
  pageImageCount: 20,
  /** Search results asked for. */
  searchEntries: 100,
  /** Milliseconds of typing pause before a search is sent. */
  searchDelay: 300,
} as const
