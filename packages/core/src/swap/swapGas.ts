/** Gas assumed for a swap until the server estimates it (a Uniswap V2 swap uses 100,000–150,000). */
export const swapGas = 150_000n
