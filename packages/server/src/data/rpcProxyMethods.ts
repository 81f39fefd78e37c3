/**
 * The JSON-RPC methods the proxy forwards: reads of chain state and `eth_sendRawTransaction`
 * (signed in the wallet, so the node learns nothing it could misuse). Everything that uses the
 * node's own keys or state (eth_sendTransaction, eth_sign, personal_*), changes the node
 * (anvil_*, evm_*, debug_*, admin_*) or keeps server-side state (filters) is refused.
 */
export const rpcProxyMethods: ReadonlySet<string> = new Set([
  'web3_clientVersion',
  'web3_sha3',
  'net_version',
  'net_listening',
  'eth_chainId',
  'eth_syncing',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getProof',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_simulateV1',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getLogs',
  'eth_sendRawTransaction',
])
