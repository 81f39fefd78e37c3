import { type FormEvent, useState } from 'react'
import { type Address, erc20Abi, formatUnits, isAddress, parseEther, parseUnits } from 'viem'
import {
  useAccount,
  useBalance,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  version as wagmiVersion,
} from 'wagmi'
import { injected } from 'wagmi/connectors'
import { getDemoConfig } from '../demoConfig.js'

const config = getDemoConfig()

/** What wagmi's hooks see: the account, its balance, a token transfer, chain switching. */
export function WagmiPanel() {
  const account = useAccount()
  const balance = useBalance({ address: account.address, chainId: account.chainId })
  const { chains, switchChain } = useSwitchChain()
  const { disconnect } = useDisconnect()
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const { connectors, connect } = useConnect()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const sent = useWaitForTransactionReceipt({ hash: send.data })
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('1')
  const token = config.networks.find((network) => network.chainId === account.chainId)?.token

  function transfer(event: FormEvent) {
    event.preventDefault()
    if (!token || !isAddress(to)) return
    write.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, parseUnits(amount, token.decimals)],
    })
  }

  return (
    <section aria-labelledby="wagmi-heading" className="card">
      <h2 id="wagmi-heading">wagmi</h2>
      <dl className="facts">
        <dt>wagmi</dt>
        <dd data-testid="wagmi-version">{wagmiVersion}</dd>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{account.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{account.chainId ?? '—'}</dd>
        <dt>Connector</dt>
        <dd data-testid="wagmi-connector">{account.connector?.name ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance">
          {/* Formatted here: wagmi 3's balance has no `formatted` field. */}
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : '—'}
        </dd>
      </dl>
      {account.isDisconnected && (
        <div className="buttons">
          {/* The dapp's own connect, outside the widget: the widget shows it all the same. */}
          {connectors
            .filter((connector) => connector.type !== 'latchkey')
            .map((connector) => (
              <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
                wagmi: connect {connector.name}
              </button>
            ))}
          <button type="button" onClick={() => connect({ connector: injected() })}>
            wagmi: connect injected()
          </button>
        </div>
      )}
      {account.isConnected && (
        <>
          <div className="buttons">
            {chains.map((chain) => (
              <button
                key={chain.id}
                type="button"
                disabled={chain.id === account.chainId}
                onClick={() => switchChain({ chainId: chain.id })}
              >
                wagmi: switch to {chain.name}
              </button>
            ))}
            <button type="button" onClick={() => disconnect()}>
              wagmi: disconnect
            </button>
            <button type="button" onClick={() => sign.signMessage({ message: 'Hello from wagmi' })}>
              wagmi: sign message
            </button>
            <button
              type="button"
              disabled={!isAddress(to)}
              onClick={() => send.sendTransaction({ to: to as Address, value: parseEther(amount) })}
            >
              wagmi: send ETH
            </button>
          </div>
          <p role="status" data-testid="wagmi-signature">
            {sign.error ? `Failed: ${sign.error.message.split('\n')[0]}` : (sign.data ?? '')}
          </p>
          <p role="status" data-testid="wagmi-sent">
            {send.error
              ? `Failed: ${send.error.message.split('\n')[0]}`
              : sent.isSuccess
                ? `Confirmed ${send.data}`
                : send.data
                  ? 'Waiting for the block…'
                  : ''}
          </p>
          {token && (
            <>
              <h3>Transfer {token.symbol} with useWriteContract</h3>
              <form onSubmit={transfer}>
                <label>
                  Recipient <input value={to} onChange={(event) => setTo(event.target.value)} />
                </label>
                <label>
                  Amount{' '}
                  <input
                    value={amount}
                    inputMode="decimal"
                    onChange={(event) => setAmount(event.target.value)}
                  />
                </label>
                <button type="submit" disabled={write.isPending}>
                  Transfer
                </button>
              </form>
              <p role="status" data-testid="wagmi-transfer">
                {write.error
                  ? `Failed: ${write.error.message.split('\n')[0]}`
                  : receipt.isSuccess
                    ? `Confirmed ${write.data}`
                    : write.data
                      ? 'Waiting for the block…'
                      : ''}
              </p>
            </>
          )}
        </>
      )}
    </section>
  )
}
