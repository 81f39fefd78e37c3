import type { PolkadotProvider } from '@latchkey/polkadot'
import { useLatchkeyAccount, useLatchkeyProvider } from '@latchkey/react'
import { type FormEvent, useState } from 'react'
import type { DemoPolkadot } from './demoConfig.js'
import { describeError } from './describeError.js'

/**
 * The Polkadot account through the public hooks: `useLatchkeyAccount({ namespace: 'polkadot' })`
 * and `useLatchkeyProvider('polkadot')`. Signs a message with `polkadot_signMessage` (an
 * extension's `signRaw`, or a WalletConnect session), as a dapp would.
 */
export function PolkadotPanel({ polkadot }: { polkadot: DemoPolkadot }) {
  const account = useLatchkeyAccount({ namespace: 'polkadot' })
  const { walletProvider } = useLatchkeyProvider<PolkadotProvider>('polkadot')
  const [signature, setSignature] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { address } = account

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const message = String(new FormData(event.currentTarget).get('message') ?? '')
    setError(null)
    setSignature(null)
    setBusy(true)
    try {
      const hex = [...new TextEncoder().encode(message)]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
      const result = await walletProvider!.request(
        { method: 'polkadot_signMessage', params: { address, message: `0x${hex}` } },
        polkadot.caipNetworkId,
      )
      setSignature(String(Reflect.get(Object(result), 'signature')))
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="polkadot-panel-title" className="card">
      <h2 id="polkadot-panel-title">Polkadot</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="polkadot-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="polkadot-address">{address ?? '—'}</dd>
        <dt>{polkadot.nativeCurrency.symbol}</dt>
        <dd data-testid="polkadot-balance">{account.balance ?? '—'}</dd>
      </dl>
      {account.isConnected && walletProvider && (
        <form onSubmit={(event) => void sign(event)} className="row">
          <label>
            Polkadot message <input name="message" defaultValue="Hello from Latchkey" />
          </label>
          <button type="submit" disabled={busy}>
            Sign with Polkadot
          </button>
        </form>
      )}
      {signature && (
        <p>
          Signature: <code data-testid="polkadot-signature">{signature}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="polkadot-error">
          {error}
        </p>
      )}
    </section>
  )
}
