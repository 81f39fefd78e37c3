import { getBase58Encoder } from '@solana/kit'
import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { formatEther, hexToString, isHex } from 'viem'
import {
  type BrowserWallet,
  createBrowserWallet,
  type PendingRequest,
} from './createBrowserWallet.js'
import { getWalletConfig } from './walletConfig.js'

const config = getWalletConfig()
// One wallet for the page, started once (StrictMode runs effects twice).
let started: Promise<BrowserWallet> | undefined
const start = () => {
  started ??= createBrowserWallet(config)
  return started
}
let deepLinkPaired = false

/** The stack's WalletConnect wallet: paste a dapp's URI, approve the session and its requests. */
export function App() {
  const [wallet, setWallet] = useState<BrowserWallet | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    start().then(setWallet, (caught: unknown) => setError(String(caught)))
  }, [])
  return (
    <main>
      <h1>Latchkey WalletConnect wallet</h1>
      <p>
        A WalletConnect wallet of the local stack (Reown WalletKit on the stack's relay,{' '}
        <code>{config.relayUrl}</code>), signing with a dev key.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {wallet ? <Wallet wallet={wallet} /> : !error && <p>Starting the wallet…</p>}
    </main>
  )
}

function Wallet({ wallet }: { wallet: BrowserWallet }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const [error, setError] = useState<string | null>(null)
  const [pairing, setPairing] = useState(false)

  async function run(action: () => Promise<unknown>) {
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }

  // A deep link to this page (`/wc?uri=…`) pairs at once, as a wallet app opened by a dapp would.
  useEffect(() => {
    const uri = new URLSearchParams(window.location.search).get('uri')
    if (!uri || deepLinkPaired) return
    deepLinkPaired = true
    wallet.pair(uri).catch((caught: unknown) => setError(String(caught)))
  }, [wallet])

  async function pair(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const uri = String(new FormData(form).get('uri') ?? '')
    setPairing(true)
    await run(async () => {
      await wallet.pair(uri)
      form.reset()
    })
    setPairing(false)
  }

  return (
    <>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <p>
          <code data-testid="wallet-address">{state.address}</code>
        </p>
        {state.solanaAddress && (
          <p>
            Solana: <code data-testid="wallet-solana-address">{state.solanaAddress}</code>
          </p>
        )}
        <label className="row">
          Network
          <select
            value={state.chainId}
            onChange={(event) => void run(() => wallet.switchChain(Number(event.target.value)))}
          >
            {state.chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.name} ({chain.chainId})
              </option>
            ))}
          </select>
        </label>
      </section>

      <section className="card" aria-labelledby="pair-title">
        <h2 id="pair-title">Pair with a dapp</h2>
        <form onSubmit={(event) => void pair(event)}>
          <label htmlFor="uri">Pairing URI</label>
          <input id="uri" name="uri" required placeholder="wc:…@2?relay-protocol=irn&symKey=…" />
          <button type="submit" disabled={pairing}>
            {pairing ? 'Pairing…' : 'Pair'}
          </button>
        </form>
      </section>

      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}

      {state.proposals.map((proposal) => (
        <section
          key={proposal.id}
          className="card"
          aria-label={`Connection request from ${proposal.dapp.name}`}
        >
          <h2>{proposal.dapp.name} wants to connect</h2>
          <p>{proposal.dapp.url}</p>
          <p>
            Networks: {proposal.chains.join(', ') || 'none of this wallet’s'}
            <br />
            Methods: {proposal.methods.join(', ')}
          </p>
          <div className="row">
            <button
              type="button"
              onClick={() => void run(() => wallet.approveProposal(proposal.id))}
            >
              Approve
            </button>
            <button
              type="button"
              onClick={() => void run(() => wallet.rejectProposal(proposal.id))}
            >
              Reject
            </button>
          </div>
        </section>
      ))}

      {state.requests.map((request) => (
        <section key={request.id} className="card" aria-label={`${request.method} request`}>
          <h2>
            {request.dapp} asks for <code>{request.method}</code>
          </h2>
          <p>Network: {request.chainId}</p>
          <RequestDetails request={request} />
          <div className="row">
            <button type="button" onClick={() => void run(() => wallet.approveRequest(request.id))}>
              Approve
            </button>
            <button type="button" onClick={() => void run(() => wallet.rejectRequest(request.id))}>
              Reject
            </button>
          </div>
        </section>
      ))}

      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        {state.sessions.length === 0 ? (
          <p>No dapp is connected.</p>
        ) : (
          <ul>
            {state.sessions.map((session) => (
              <li key={session.topic}>
                {session.dapp} ({session.url}) on {session.chains.join(', ')}{' '}
                <button
                  type="button"
                  onClick={() => void run(() => wallet.disconnect(session.topic))}
                >
                  Disconnect {session.dapp}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

// What is asked, readable: the message to sign, or the transaction's recipient and value.
function RequestDetails({ request }: { request: PendingRequest }) {
  const params = Array.isArray(request.params) ? request.params : []
  if (request.method === 'personal_sign') {
    const [message] = params as [unknown]
    const text = typeof message === 'string' && isHex(message) ? hexToString(message) : message
    return (
      <p>
        Message: <output data-testid="request-message">{String(text)}</output>
      </p>
    )
  }
  if (request.method === 'eth_sendTransaction') {
    const [transaction] = params as [{ to?: string; value?: string; data?: string }]
    return (
      <p>
        To: <code>{transaction?.to ?? '(contract creation)'}</code>
        <br />
        Value: {formatEther(BigInt(transaction?.value ?? 0))} ETH
        {transaction?.data ? ` with data ${transaction.data.slice(0, 18)}…` : ''}
      </p>
    )
  }
  if (request.method === 'solana_signMessage') {
    const { message } = (request.params ?? {}) as { message?: unknown }
    return (
      <p>
        Message: <output data-testid="request-message">{solanaMessageText(message)}</output>
      </p>
    )
  }
  return <pre>{JSON.stringify(request.params, null, 2)}</pre>
}

// A solana_signMessage message is base58 bytes: shown as text when it is UTF-8, else as sent.
function solanaMessageText(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  try {
    const bytes = getBase58Encoder().encode(message)
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
  } catch {
    return message
  }
}
