import type { HDAccount } from 'viem'
import type { FrameNetwork } from './createRpcHandler.js'
import type { OpenSmartAccount } from './smartAccount/openSmartAccount.js'

/** The account types the frame offers on eip155 (spec section 1). */
export type FrameAccountType = 'eoa' | 'smartAccount'

/**
 * The user's smart accounts and which account type the dapp sees. A network has a smart account
 * when the server's bundler serves it; the account's code loads as its own chunk on first use.
 */
export function createSmartAccounts(parameters: {
  serverUrl: string
  projectId: string | undefined
  getOwner(): HDAccount | undefined
}) {
  // The spec's eip155 default; the dapp or the user may prefer the EOA.
  let preferred: FrameAccountType = 'smartAccount'
  const enabled = new Map<number, Promise<boolean>>()
  const opened = new Map<string, Promise<OpenSmartAccount>>()
  const bundlerUrl = (chainId: number) => {
    const url = new URL(`/v1/bundler/eip155:${chainId}`, parameters.serverUrl)
    if (parameters.projectId) url.searchParams.set('projectId', parameters.projectId)
    return url.toString()
  }
  // The bundler answers GET on its URL for the chains it serves, 404 for the others.
  const isEnabled = (chainId: number) => {
    let answer = enabled.get(chainId)
    if (!answer) {
      answer = fetch(bundlerUrl(chainId)).then(
        (response) => response.ok,
        () => false,
      )
      enabled.set(chainId, answer)
    }
    return answer
  }
  const open = async (network: FrameNetwork): Promise<OpenSmartAccount | undefined> => {
    const owner = parameters.getOwner()
    if (!owner || !(await isEnabled(network.chainId))) return undefined
    const key = `${owner.address}:${network.chainId}:${network.rpcUrl}`
    let account = opened.get(key)
    if (!account) {
      account = import('./smartAccount/openSmartAccount.js').then((chunk) =>
        chunk.openSmartAccount({ owner, network, bundlerUrl: bundlerUrl(network.chainId) }),
      )
      // A failed open (node down) is tried again next time.
      account.catch(() => opened.delete(key))
      opened.set(key, account)
    }
    return account
  }

  return {
    /** The chain ids among `chainIds` whose bundler is configured. */
    async enabledChainIds(chainIds: readonly number[]): Promise<number[]> {
      const answers = await Promise.all(chainIds.map(isEnabled))
      return chainIds.filter((_, index) => answers[index])
    },
    /** The user's smart account on `network`, or undefined where no bundler serves it. */
    open,
    /** The account the dapp sees on `network`: the smart account when preferred and served. */
    active: (network: FrameNetwork) =>
      preferred === 'smartAccount' ? open(network) : Promise.resolve(undefined),
    getPreferred: () => preferred,
    setPreferred(type: FrameAccountType) {
      preferred = type
    },
  }
}
