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
  const sponsored = new Map<number, Promise<boolean>>()
  const serviceUrl = (service: 'bundler' | 'paymaster', chainId: number) => {
    const url = new URL(`/v1/${service}/eip155:${chainId}`, parameters.serverUrl)
    if (parameters.projectId) url.searchParams.set('projectId', parameters.projectId)
    return url.toString()
  }
  const bundlerUrl = (chainId: number) => serviceUrl('bundler', chainId)
  // The bundler and the paymaster answer GET on their URL for the chains they serve, 404 for the others.
  const serves = (known: Map<number, Promise<boolean>>, url: string, chainId: number) => {
    let answer = known.get(chainId)
    if (!answer) {
      answer = fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      known.set(chainId, answer)
    }
    return answer
  }
  const isEnabled = (chainId: number) => serves(enabled, bundlerUrl(chainId), chainId)
  const open = async (network: FrameNetwork): Promise<OpenSmartAccount | undefined> => {
    const owner = parameters.getOwner()
    if (!owner || !(await isEnabled(network.chainId))) return undefined
    const key = `${owner.address}:${network.chainId}:${network.rpcUrl}`
    let account = opened.get(key)
    if (!account) {
      const paymasterUrl = serviceUrl('paymaster', network.chainId)
      account = Promise.all([
        import('./smartAccount/openSmartAccount.js'),
        serves(sponsored, paymasterUrl, network.chainId),
      ]).then(([chunk, sponsoring]) =>
        chunk.openSmartAccount({
          owner,
          network,
          bundlerUrl: bundlerUrl(network.chainId),
          paymasterUrl: sponsoring ? paymasterUrl : undefined,
        }),
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
