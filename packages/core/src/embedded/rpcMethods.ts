/** Methods the embedded wallet answers without asking the user (spec section 6). */
const safeRpcMethods: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

/** Methods the user approves on the frame's approval screen (spec section 6). */
const unsafeRpcMethods: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** How the embedded wallet treats a method: answered, approved by the user, or refused. */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'disallowed' {
  if (safeRpcMethods.includes(method)) return 'safe'
  if (unsafeRpcMethods.includes(method)) return 'unsafe'
  return 'disallowed'
}
