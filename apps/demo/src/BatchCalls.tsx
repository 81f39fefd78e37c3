import { getCallsStatus, sendCalls } from '@latchkey/core'
import { useLatchkeyAccount, useLatchkeyNetwork } from '@latchkey/react'
import { useState } from 'react'
import { encodeFunctionData, erc20Abi } from 'viem'
import type { DemoConfig } from './demoConfig.js'
import { describeError } from './describeError.js'
import { latchkey } from './latchkey.js'

// A spender and recipient no one holds: the batch's effects are read back from the chain.
const burn = '0x000000000000000000000000000000000000dEaD'

/**
 * EIP-5792 as a dapp uses it: `sendCalls` sends two calls (the demo token's approval of a
 * spender and a call carrying no coin) as one batch, `getCallsStatus` reads how it went.
 */
export function BatchCalls({ config }: { config: DemoConfig }) {
  const { isConnected } = useLatchkeyAccount()
  const { chainId } = useLatchkeyNetwork()
  const [id, setId] = useState<string | null>(null)
  const [status, setStatus] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const token = config.networks.find((network) => network.chainId === chainId)?.token

  async function run(action: () => Promise<void>) {
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(describeError(caught))
    }
  }
  const send = () =>
    run(async () => {
      if (!token) throw new Error('This network has no demo token')
      setStatus(null)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [burn, 1n] })
      const answer = await sendCalls(latchkey, {
        calls: [
          { to: token.address, data },
          { to: burn, data: '0x' },
        ],
        atomicRequired: true,
      })
      setId(answer.id)
    })
  const check = () =>
    run(async () => {
      if (id) setStatus((await getCallsStatus(latchkey, id)).status)
    })

  if (!isConnected) return null
  return (
    <section aria-labelledby="batch-calls-title" className="card">
      <h2 id="batch-calls-title">Batched calls</h2>
      <button type="button" onClick={() => void send()}>
        Send a batch
      </button>
      {id && (
        <>
          <p>
            Batch <output data-testid="batch-id">{id}</output>
          </p>
          <button type="button" onClick={() => void check()}>
            Check the batch
          </button>
        </>
      )}
      {status !== null && (
        <p>
          Status <output data-testid="batch-status">{status}</output>
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
