import type { BitcoinProvider } from '@latchkey/bitcoin'
import { useLatchkeyAccount, useLatchkeyProvider } from '@latchkey/react'
import { type FormEvent, useState } from 'react'
import type { DemoBitcoin } from './demoConfig.js'
import { describeError } from './describeError.js'

/**
 * The Bitcoin account through the public hooks: `useLatchkeyAccount({ namespace: 'bip122' })`
 * and `useLatchkeyProvider('bip122')`, whose provider speaks WalletConnect's bip122 methods over
 * any wallet. Signs a message (BIP-322) and sends a transfer in sats.
 */
export function BitcoinPanel({ bitcoin }: { bitcoin: DemoBitcoin }) {
  const account = useLatchkeyAccount({ namespace: 'bip122' })
  const { walletProvider } = useLatchkeyProvider<BitcoinProvider>('bip122')
  const [result, setResult] = useState<{ kind: 'signature' | 'tx'; value: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { address } = account

  async function run(action: () => Promise<{ kind: 'signature' | 'tx'; value: string }>) {
    setError(null)
    setResult(null)
    setBusy(true)
    try {
      setResult(await action())
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setBusy(false)
    }
  }

  function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const message = String(new FormData(event.currentTarget).get('message') ?? '')
    void run(async () => {
      const { signature } = (await walletProvider!.request(
        { method: 'signMessage', params: { account: address, address, message } },
        bitcoin.caipNetworkId,
      )) as { signature: string }
      return { kind: 'signature', value: signature }
    })
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      const { txid } = (await walletProvider!.request(
        {
          method: 'sendTransfer',
          params: {
            account: address,
            recipientAddress: String(form.get('to') ?? ''),
            amount: String(form.get('amount') ?? '').trim(),
          },
        },
        bitcoin.caipNetworkId,
      )) as { txid: string }
      return { kind: 'tx', value: txid }
    })
  }

  return (
    <section aria-labelledby="bitcoin-panel-title" className="card">
      <h2 id="bitcoin-panel-title">Bitcoin</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="bitcoin-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="bitcoin-address">{address ?? '—'}</dd>
        <dt>{bitcoin.nativeCurrency.symbol}</dt>
        <dd data-testid="bitcoin-balance">{account.balance ?? '—'}</dd>
      </dl>
      {account.isConnected && walletProvider && (
        <>
          <form onSubmit={sign} className="row">
            <label>
              Bitcoin message <input name="message" defaultValue="Hello from Latchkey" />
            </label>
            <button type="submit" disabled={busy}>
              Sign with Bitcoin
            </button>
          </form>
          <form onSubmit={send} className="row">
            <label>
              Bitcoin receiver <input name="to" />
            </label>
            <label>
              Amount in sats <input name="amount" inputMode="numeric" />
            </label>
            <button type="submit" disabled={busy}>
              Send on Bitcoin
            </button>
          </form>
        </>
      )}
      {result && (
        <p>
          {result.kind === 'signature' ? 'Signature' : 'Transaction'}:{' '}
          <code data-testid={`bitcoin-${result.kind}`}>{result.value}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="bitcoin-error">
          {error}
        </p>
      )}
    </section>
  )
}
