/** What the page needs of the local stack; `npm start` passes it as LATCHKEY_NEXT_CONFIG. */
export type NextExampleConfig = {
  networks: Array<{
    chainId: number
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
  }>
  serverUrl?: string | undefined
}

/** Read per request on the server (the page is dynamic), so a rebuild is not needed per stack. */
export function readConfig(): NextExampleConfig {
  const raw = process.env.LATCHKEY_NEXT_CONFIG
  if (raw) return JSON.parse(raw) as NextExampleConfig
  return {
    networks: [
      {
        chainId: 31337,
        name: 'Latchkey Devnet',
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  }
}
