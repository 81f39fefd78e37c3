import { type FormEvent, useState } from 'react'
import { parseEther, stringToHex } from 'viem'
import type { DemoConfig } from './demoConfig.js'
import { describeError } from './describeError.js'
import { rejectNextDevWalletRequest } from './devWallet.js'
import { type AnnouncedWallet, useAnnouncedWallets } from './useAnnouncedWallets.js'

type Connection = { wallet: AnnouncedWallet; address: `0x${string}`; chainId: number }

/** A raw EIP-6963 / EIP-1193 playground: talks to a wallet directly, without the widget. */
export function WalletPlayground({ config }: { config: DemoConfig }) {
  const wallets = useAnnouncedWallets()
  const [connection, setConnection] = useState<Connection | null>(null)
  const [signature, setSignature] = useState<string | null>(null)
  const [txHash, setTxHash] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [rejectingNext, setRejectingNext] = useState(false)
  const hasDevWallet = wallets.some((wallet) => wallet.provider.isLatchkeyDevWallet)

  async function run<result>(action: () => Promise<result>): Promise<result | undefined> {
    setError(null)
    try {
      return await action()
    } catch (caught) {
      setError(describeError(caught))
      return undefined
    } finally {
      setRejectingNext(false)
    }
  }

  function rejectNextRequest() {
    setError(null)
    try {
      rejectNextDevWalletRequest()
      setRejectingNext(true)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  async function connect(wallet: AnnouncedWallet) {
    await run(async () => {
      const [address] = (await wallet.provider.request({
        method: 'eth_requestAccounts',
      })) as `0x${string}`[]
      const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }))
      if (!address) throw new Error('The wallet returned no account.')
      setConnection({ wallet, address, chainId })
    })
  }

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!connection) return
    const message = String(new FormData(event.currentTarget).get('message') ?? '')
    const result = await run(() =>
      connection.wallet.provider.request({
        method: 'personal_sign',
        params: [stringToHex(message), connection.address],
      }),
    )
    if (typeof result === 'string') setSignature(result)
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!connection) return
    const form = new FormData(event.currentTarget)
    const result = await run(async () =>
      connection.wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: connection.address,
            to: String(form.get('to')),
            value: `0x${parseEther(String(form.get('amount'))).toString(16)}`,
          },
        ],
      }),
    )
    if (typeof result === 'string') setTxHash(result)
  }

  const network = config.networks.find((candidate) => candidate.chainId === connection?.chainId)

  return (
    <section aria-labelledby="playground-title" className="card">
      <h2 id="playground-title">Wallet playground</h2>
      <p>Wallets announced on this page (EIP-6963):</p>
      {wallets.length === 0 ? (
        <p data-testid="no-wallets">
          None yet. Turn on the dev wallet above, or install a wallet extension.
        </p>
      ) : (
        <ul className="wallets" aria-label="Announced wallets">
          {wallets.map((wallet) => (
            <li key={wallet.info.uuid}>
              <img src={wallet.info.icon} alt="" width={24} height={24} />
              <span>{wallet.info.name}</span>
              <button type="button" onClick={() => connect(wallet)}>
                Connect {wallet.info.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasDevWallet && (
        <div className="reject-next">
          <button type="button" onClick={rejectNextRequest} aria-describedby="reject-next-status">
            Reject the next request
          </button>
          <p id="reject-next-status" role="status">
            {rejectingNext ? (
              'The dev wallet will reject the next request that asks you, with 4001.'
            ) : (
              <>
                The dev wallet declines its next connection, signature, transaction or network
                switch, as a person pressing Reject would (
                <code>window.latchkeyDevWallet.rejectNextRequest()</code>).
              </>
            )}
          </p>
        </div>
      )}
      {connection && (
        <div>
          <p>
            Connected <output data-testid="playground-address">{connection.address}</output> on{' '}
            {network?.name ?? `chain ${connection.chainId}`}
          </p>
          <form onSubmit={sign}>
            <label>
              Message <input name="message" defaultValue="Hello from Latchkey" />
            </label>
            <button type="submit">Sign message</button>
          </form>
          {signature && (
            <p>
              Signature <output data-testid="playground-signature">{signature}</output>
            </p>
          )}
          <form onSubmit={send}>
            <label>
              To <input name="to" required pattern="0x[0-9a-fA-F]{40}" placeholder="0x…" />
            </label>
            <label>
              Amount ({network?.nativeCurrency.symbol ?? 'ETH'}){' '}
              <input name="amount" required inputMode="decimal" defaultValue="0.01" />
            </label>
            <button type="submit">Send</button>
          </form>
          {txHash && (
            <p>
              Transaction <output data-testid="playground-tx">{txHash}</output>
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  )
}
