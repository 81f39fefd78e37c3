import type { AdapterSendMethods } from '../adapter/ChainAdapter.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { findSendToken } from './findSendToken.js'
import { getSendAccount } from './getSendAccount.js'
import { defaultTransferGas, getSendStore } from './getSendStore.js'
import { getTokenContract } from './getTokenContract.js'
import { loadSendableTokens } from './loadSendableTokens.js'
import { loadSendMethods } from './loadSendMethods.js'
import { initialSendState } from './SendState.js'
import { setSendReceiver } from './setSendReceiver.js'
import { updateSendForm } from './updateSendForm.js'
import type { WalletSendArguments } from './WalletSendArguments.js'

/** What `startSend` accepts: the prefill of `open({ view: 'WalletSend', arguments })`, if any. */
export type StartSendParameters = {
  prefill?: WalletSendArguments | undefined
}

/**
 * Starts the Send form for the active account: its tokens, native balance and the gas price,
 * and the prefill if any. Another account or network starts a fresh form; a namespace Send does
 * not cover sets `unsupported`.
 */
export async function startSend(
  client: LatchkeyClient,
  parameters: StartSendParameters = {},
): Promise<void> {
  const { prefill } = parameters
  const store = getSendStore(client)
  const { namespace, account, caipNetwork } = getSendAccount(client)
  if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
  if (store.state.getState().caipAddress !== account.caipAddress)
    store.state.setState({ ...initialSendState, caipAddress: account.caipAddress })
  store.state.setState({ unsupported: false, outcome: { status: 'idle' } })
  const methods = loadSendMethods(client, namespace)
  store.run.methods = methods
  if (prefill?.amount !== undefined) store.state.setState({ sendTokenAmount: prefill.amount })
  if (prefill?.to !== undefined) setSendReceiver(client, { input: prefill.to })
  let loaded: AdapterSendMethods
  try {
    loaded = await methods
  } catch (error) {
    logDebug(client, 'Send is not available', error)
    store.state.setState({ unsupported: true })
    return
  }
  store.run.transferGas = loaded.transferGas ?? defaultTransferGas
  store.state.setState({ loading: true })
  const [tokens, gasPrice] = await Promise.allSettled([
    loadSendableTokens(client, namespace),
    loaded.getGasPrice({ caipNetwork }),
  ])
  if (store.state.getState().caipAddress !== account.caipAddress) return
  const tokenBalances = tokens.status === 'fulfilled' ? tokens.value.tokens : []
  const current = store.state.getState().token
  const wanted = prefill?.token ?? (current && getTokenContract(current))
  updateSendForm(store, {
    loading: false,
    tokenBalances,
    nativeBalance: tokens.status === 'fulfilled' ? tokens.value.nativeBalance : undefined,
    gasPrice: gasPrice.status === 'fulfilled' ? gasPrice.value : undefined,
    lastRetry:
      tokens.status === 'rejected' || gasPrice.status === 'rejected' ? Date.now() : undefined,
    token: findSendToken(tokenBalances, wanted) ?? findSendToken(tokenBalances, undefined),
  })
}
