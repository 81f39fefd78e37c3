import type { NamespaceWalletConnect } from '../NamespaceDescriptor.js'

const toHex = (value: number | string | bigint) => `0x${BigInt(value).toString(16)}`

/** The eip155 namespace's part in WalletConnect sessions and basic mode (WalletConnect's chunk). */
export const eip155WalletConnect: NamespaceWalletConnect = {
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
  ],
  events: ['chainChanged', 'accountsChanged'],
  toProviderChainId: (reference) => `0x${Number(reference).toString(16)}`,
  basic: {
    switchNetwork: (caipNetwork) => ({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${Number(caipNetwork.id).toString(16)}` }],
    }),
    getBalance: ({ address }) => ({ method: 'eth_getBalance', params: [address, 'latest'] }),
    signMessage: ({ message, address }) => ({
      method: 'personal_sign',
      params: [
        `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
        address,
      ],
    }),
    sendTransaction: ({ address, to, value, data }) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to,
          ...(value === undefined ? {} : { value: toHex(value) }),
          ...(data === undefined ? {} : { data }),
        },
      ],
    }),
  },
}
