import { useLatchkeyAccount, useLatchkeyProvider } from '@latchkey/react'
import type { SolanaProvider } from '@latchkey/solana'
import { type FormEvent, useEffect, useState } from 'react'
import type { DemoSolana } from './demoConfig.js'
import { describeError } from './describeError.js'

/**
 * The Solana account through the public hooks, as a dapp on two namespaces would use them:
 * `useLatchkeyAccount({ namespace: 'solana' })` and `useLatchkeyProvider('solana')`. Signs a
 * message and sends SOL or the dev token through the wallet's provider.
 */
export function SolanaPanel({ solana }: { solana: DemoSolana }) {
  const account = useLatchkeyAccount({ namespace: 'solana' })
  const { walletProvider } = useLatchkeyProvider<SolanaProvider>('solana')
  const [tokens, setTokens] = useState<string | null>(null)
  const [result, setResult] = useState<{ kind: 'signature' | 'tx'; value: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { address } = account

  // biome-ignore lint/correctness/useExhaustiveDependencies: `result` is a trigger: the balance is read again after each send.
  useEffect(() => {
    if (!address) return setTokens(null)
    let live = true
    const read = async () => {
      const { getTokenBalance } = await import('@latchkey/solana/transfer')
      const amount = await getTokenBalance(solana.rpcUrl, address, solana.token.address)
      if (live) setTokens(formatUnits(amount, solana.token.decimals))
    }
    read().catch((caught) => live && setError(describeError(caught)))
    return () => {
      live = false
    }
  }, [address, solana, result])

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
      const { getBase58Codec } = await import('@solana/kit')
      const encoded = getBase58Codec().decode(new TextEncoder().encode(message))
      const { signature } = (await walletProvider!.request({
        method: 'solana_signMessage',
        params: { message: encoded, pubkey: address },
      })) as { signature: string }
      return { kind: 'signature', value: signature }
    })
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const token = form.get('asset') === 'token' ? solana.token : undefined
    const decimals = token?.decimals ?? solana.nativeCurrency.decimals
    void run(async () => {
      const { buildTransferTransaction } = await import('@latchkey/solana/transfer')
      const transaction = await buildTransferTransaction({
        rpcUrl: solana.rpcUrl,
        from: address!,
        to: String(form.get('to') ?? ''),
        amount: parseUnits(String(form.get('amount') ?? ''), decimals),
        token,
      })
      const { signature } = (await walletProvider!.request(
        { method: 'solana_signAndSendTransaction', params: { transaction, pubkey: address } },
        solana.caipNetworkId,
      )) as { signature: string }
      return { kind: 'tx', value: signature }
    })
  }

  return (
    <section aria-labelledby="solana-panel-title" className="card">
      <h2 id="solana-panel-title">Solana</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="solana-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="solana-address">{address ?? '—'}</dd>
        <dt>{solana.nativeCurrency.symbol}</dt>
        <dd data-testid="solana-balance">{account.balance ?? '—'}</dd>
        <dt>{solana.token.symbol}</dt>
        <dd data-testid="solana-token-balance">{tokens ?? '—'}</dd>
      </dl>
      {account.isConnected && walletProvider && (
        <>
          <form onSubmit={sign} className="row">
            <label>
              Solana message <input name="message" defaultValue="Hello from Latchkey" />
            </label>
            <button type="submit" disabled={busy}>
              Sign with Solana
            </button>
          </form>
          <form onSubmit={send} className="row">
            <label>
              Solana receiver <input name="to" />
            </label>
            <label>
              Solana amount <input name="amount" inputMode="decimal" />
            </label>
            <label>
              Asset{' '}
              <select name="asset">
                <option value="sol">{solana.nativeCurrency.symbol}</option>
                <option value="token">{solana.token.symbol}</option>
              </select>
            </label>
            <button type="submit" disabled={busy}>
              Send on Solana
            </button>
          </form>
        </>
      )}
      {result && (
        <p>
          {result.kind === 'signature' ? 'Signature' : 'Transaction'}:{' '}
          <code data-testid={`solana-${result.kind}`}>{result.value}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="solana-error">
          {error}
        </p>
      )}
    </section>
  )
}

function parseUnits(value: string, decimals: number): bigint | undefined {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return undefined
  const [whole = '0', fraction = ''] = value.trim().split('.')
  if (fraction.length > decimals) return undefined
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

function formatUnits(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -decimals)}.${fraction}` : text.slice(0, -decimals)
}
