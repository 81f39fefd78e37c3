// ConnectKit's documented minimal setup: createConfig(getDefaultConfig(...)), WagmiProvider,
// QueryClientProvider, ConnectKitProvider and its ConnectKitButton, on mainnet and sepolia.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { mainnet, sepolia } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: '0123456789abcdef0123456789abcdef',
    chains: [mainnet, sepolia],
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
