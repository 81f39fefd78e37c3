import { sessionAccountImplementation } from '@latchkey/core/protocol'
import { toSessionKeyAccount } from '@latchkey/evm/sessions'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  pad,
  parseEther,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { emailOf, login, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import { signInWithSIWX } from './signInWithSIWX.js'

// Smart sessions end to end (issue 32, item 5): the demo (?sessions=on turns the smartSessions
// feature on) asks the real frame for an ERC-7715 grant to a session key this test holds; the
// frame's grant screen installs it on chain in one user operation; the key then sends user
// operations through the server's bundler with no prompt, inside the grant and outside it; the
// user revokes it; the deployed account then signs in (SIWX) through ERC-1271.

// ERC-1967's implementation slot, where the account's proxy keeps the implementation it runs.
const implementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

type Request = { method: string; params?: unknown }

/** Sends `request` through the demo's provider; resolves with its answer or its error. */
const send = (page: Page, request: Request) =>
  page.evaluate(
    (args) =>
      (window as unknown as { latchkeyRequest(args: Request): Promise<unknown> })
        .latchkeyRequest(args)
        .then(
          (result) => ({ result, error: undefined }),
          (error: { message?: string; code?: number }) => ({
            result: undefined,
            error: { message: error.message, code: error.code },
          }),
        ),
    request,
  )

test.describe('embedded wallet: smart sessions', () => {
  test('grant through the frame, a call within it with no prompt, one outside refused, revoke; then SIWX with the deployed account through ERC-1271', async ({
    page,
    stack,
  }) => {
    const network = stack.networks[0]!
    const token = network.token!.address
    const chain = defineChain({
      id: network.chainId,
      name: network.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(network.rpcUrl) })
    const smart = (await login(page, stack, emailOf('sessions'), '&sessions=on')) as Address
    // The account pays its own gas and holds tokens for the session to move.
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [smart, `0x${parseEther('10').toString(16)}`] as never,
    })
    const funder = createWalletClient({
      account: privateKeyToAccount(stack.accounts[4]!.privateKey),
      chain,
      transport: http(network.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smart, 1000n * 10n ** 18n],
      }),
    })

    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const recipient = stack.accounts[6]!.address
    const expiry = Math.floor(Date.now() / 1000) + 3600
    // Past the policy: refused before any screen, with the reason.
    const noExpiry = await send(page, {
      method: 'wallet_grantPermissions',
      params: [
        {
          signer: { type: 'account', data: { id: sessionKey.address } },
          permissions: [{ type: 'contract-call', data: { address: token, calls: ['0xa9059cbb'] } }],
        },
      ],
    })
    expect(noExpiry.error).toEqual({
      code: -32602,
      message: 'A permission request needs an expiry (unix seconds)',
    })
    const granted = send(page, {
      method: 'wallet_grantPermissions',
      params: [
        {
          expiry,
          signer: { type: 'account', data: { id: sessionKey.address } },
          permissions: [
            {
              type: 'contract-call',
              data: { address: token, calls: ['transfer(address,uint256)'] },
              policies: [
                { type: 'gas-limit', data: { limit: `0x${parseEther('0.05').toString(16)}` } },
                {
                  type: 'token-allowance',
                  data: { allowance: `0x${(50n * 10n ** 18n).toString(16)}` },
                },
              ],
            },
          ],
        },
      ],
    })
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Grant permission' })).toBeVisible()
    for (const text of [
      token,
      'transfer(address,uint256)',
      '0.05 ETH (value and fees)',
      `50 ${network.token!.symbol}`,
      sessionKey.address,
    ])
      await expect(frame.getByText(text, { exact: true })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const answer = await granted
    expect(answer.error).toBeUndefined()
    expect(answer.result).toMatchObject({
      address: smart,
      expiry,
      permissionsContext: sessionKey.address,
    })
    const listed = await (await fetch(`${stack.serverUrl}/v1/sessions/${smart}`)).json()
    expect(listed.sessions).toMatchObject([
      { permissionsContext: sessionKey.address, contract: token, expiry },
    ])

    // The session key's own user operations: no frame, no prompt.
    const bundler = createBundlerClient({
      account: await toSessionKeyAccount({ client, address: smart, sessionKey }),
      client,
      transport: http(`${stack.serverUrl}/v1/bundler/eip155:${network.chainId}`),
    })
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
    const before = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const hash = await bundler.sendUserOperation({
      calls: [{ to: token, data: transfer(10n * 10n ** 18n) }],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(before + 10n * 10n ** 18n)
    await expect(frame.getByRole('heading', { name: 'Grant permission' })).toBeHidden()
    // Past the token allowance (10 spent of 50): refused on chain, in the bundler's simulation.
    await expect(
      bundler.sendUserOperation({ calls: [{ to: token, data: transfer(41n * 10n ** 18n) }] }),
    ).rejects.toThrow(/session: token limit exceeded/)

    const revoked = send(page, {
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: sessionKey.address }],
    })
    await expect(frame.getByRole('heading', { name: 'Revoke permission' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    expect((await revoked).error).toBeUndefined()
    await expect(
      bundler.sendUserOperation({ calls: [{ to: token, data: transfer(1n) }] }),
    ).rejects.toThrow(/session: revoked/)
    expect(
      (await (await fetch(`${stack.serverUrl}/v1/sessions/${smart}`)).json()).sessions,
    ).toEqual([])

    // The account is deployed and runs the session account, which answers ERC-1271 (the reference
    // SimpleAccount does not): signing in now goes through isValidSignature on chain.
    const implementation = await client.getStorageAt({ address: smart, slot: implementationSlot })
    expect(implementation).toBe(pad(sessionAccountImplementation.toLowerCase() as Address))
    await page.goto(`${stack.demoUrl}/?email=on&sessions=on&siwx=optional`)
    await expect(page.getByTestId('account-address')).toHaveText(smart)
    await signInWithSIWX(page, smart)
  })

  test('smartSessions off (the default): the frame refuses wallet_grantPermissions as unsupported', async ({
    page,
    stack,
  }) => {
    await login(page, stack, emailOf('sessions-off'))
    const answer = await send(page, {
      method: 'wallet_grantPermissions',
      params: [
        {
          expiry: Math.floor(Date.now() / 1000) + 3600,
          signer: { type: 'account', data: { id: stack.accounts[5]!.address } },
          permissions: [
            {
              type: 'contract-call',
              data: { address: stack.networks[0]!.token!.address, calls: ['0xa9059cbb'] },
            },
          ],
        },
      ],
    })
    expect(answer.error).toEqual({
      code: 4200,
      message: 'wallet_grantPermissions is not supported: smart sessions are off',
    })
  })
})
