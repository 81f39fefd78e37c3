import { openModal, sendTokens } from '@latchkey/core'
import { useLatchkeyAccount, useLatchkeyNetwork } from '@latchkey/react'
import { type FormEvent, useState } from 'react'
import type { DemoConfig } from './demoConfig.js'
import { describeError } from './describeError.js'
import { latchkey } from './latchkey.js'

/**
 * Send as a dapp drives it: `open({ view: 'WalletSend', arguments })` opens the widget's form
 * prefilled, `sendTokens(client, …)` sends without the modal and gives the hash back.
 */
export function SendTokens({ config }: { config: DemoConfig }) {
  const { isConnected } = useLatchkeyAccount()
  const { chainId } = useLatchkeyNetwork()
  const [hash, setHash] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const token = config.networks.find((network) => network.chainId === chainId)?.token

  const read = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const chosen = String(data.get('token') ?? '')
    return {
      to: String(data.get('to') ?? ''),
      amount: String(data.get('amount') ?? ''),
      token: chosen === 'native' ? undefined : chosen,
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    setHash(null)
    setSending(true)
    try {
      setHash(await sendTokens(latchkey, read(event.currentTarget)))
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setSending(false)
    }
  }

  if (!isConnected) return null
  return (
    <section aria-labelledby="send-tokens-title" className="card">
      <h2 id="send-tokens-title">Send tokens</h2>
      <form onSubmit={(event) => void send(event)}>
        <label>
          To <input name="to" defaultValue="bob.latchkey.eth" />
        </label>
        <label>
          Amount <input name="amount" inputMode="decimal" defaultValue="1" />
        </label>
        <label>
          Token{' '}
          <select name="token" defaultValue={token?.address ?? 'native'}>
            <option value="native">Native coin</option>
            {token && <option value={token.address}>{token.symbol}</option>}
          </select>
        </label>
        <button
          type="button"
          onClick={(event) => {
            const form = event.currentTarget.form
            if (form) openModal(latchkey, { view: 'WalletSend', arguments: read(form) })
          }}
        >
          Open Send prefilled
        </button>
        <button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send without the modal'}
        </button>
      </form>
      {hash && (
        <p>
          Transaction <output data-testid="send-tokens-hash">{hash}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  )
}
