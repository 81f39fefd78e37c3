import { useLatchkeyAccount, useLatchkeyProvider } from '@latchkey/react'
import { type FormEvent, useState } from 'react'
import { stringToHex } from 'viem'
import { describeError } from './describeError.js'

type Eip1193Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * Signs a message with the connected wallet through the widget's provider (an injected wallet
 * or a WalletConnect session alike), as a dapp would with `useLatchkeyProvider`.
 */
export function SignMessage() {
  const { address, isConnected } = useLatchkeyAccount()
  const { walletProvider } = useLatchkeyProvider<Eip1193Provider>('eip155')
  const [signature, setSignature] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [signing, setSigning] = useState(false)

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!walletProvider || !address) return
    const message = String(new FormData(event.currentTarget).get('message') ?? '')
    setError(null)
    setSignature(null)
    setSigning(true)
    try {
      const result = await walletProvider.request({
        method: 'personal_sign',
        params: [stringToHex(message), address],
      })
      setSignature(String(result))
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setSigning(false)
    }
  }

  if (!isConnected) return null
  return (
    <section aria-labelledby="sign-message-title" className="card">
      <h2 id="sign-message-title">Sign a message</h2>
      <form onSubmit={(event) => void sign(event)}>
        <label>
          Message <input name="message" defaultValue="Hello from the Latchkey demo" />
        </label>
        <button type="submit" disabled={signing}>
          {signing ? 'Signing…' : 'Sign a message'}
        </button>
      </form>
      {signature && (
        <p>
          Signature: <output data-testid="signature">{signature}</output>
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
