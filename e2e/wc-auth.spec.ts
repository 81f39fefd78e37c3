import {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@latchkey/devchain'
import { type Hex, verifyMessage } from 'viem'
import { copyPairingUri } from './connectWalletPage.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'
import { serverSession, storedToken } from './siwxSession.js'

// WalletConnect one-click sign-in (issue 29 item 30), nothing stood in: the demo with sign-in on
// and its EVM networks only (?siwx=optional&namespaces=eip155), the real SDK's authenticate
// (wc_sessionAuthenticate) through the stack's relay, devchain's WalletKit wallet signing the
// CACAO with a dev key, and the stack's server verifying it as a sign-in.

const signInPage = '/?siwx=optional&namespaces=eip155'
const wallets: WalletConnectTestWallet[] = []

test.afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** A person's WalletConnect wallet on the stack's relay and chains, with dev account 4. */
async function createWallet(
  stack: StackInfo,
  options: Pick<CreateWalletConnectTestWalletParameters, 'sessionAuthenticate'> = {},
) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: stack.relayUrl,
    privateKey: stack.accounts[4]!.privateKey,
    chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    ...options,
  })
  wallets.push(wallet)
  return wallet
}

test.describe('WalletConnect one-click sign-in', () => {
  test('one approval in the wallet connects and signs in; the server holds the session', async ({
    page,
    stack,
  }) => {
    const uri = await copyPairingUri(page, stack, signInPage)
    const wallet = await createWallet(stack)
    await wallet.pair(uri)
    const authentication = await wallet.nextAuthentication()
    // The message's fields are our SIWX message's: the page's origin, the server's nonce, the
    // demo's statement, the dapp's current network first.
    const { authPayload } = authentication.params
    expect(authPayload).toMatchObject({
      domain: stack.demoUrl.replace(/\/$/, ''),
      statement: 'Sign in to the Latchkey demo.',
      chains: stack.networks.map(({ chainId }) => `eip155:${chainId}`),
    })
    expect(authPayload.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    await authentication.approve()

    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    await expect(page.getByTestId('siwx-address')).toHaveText(wallet.address)
    // Connected and signed in: the modal closed, and the sign-in view never asked for more.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(wallet.proposals).toEqual([])
    expect(wallet.authentications).toEqual([])
    expect(wallet.requests).toEqual([])

    const token = await storedToken(page)
    expect(token).toBeTruthy()
    const session = await serverSession(page, stack.serverUrl, token!)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ address: wallet.address, caipNetworkId: 'eip155:31337' })
    // The text the wallet signed: the SDK's EIP-4361 of the CACAO, ReCap and all.
    const message: string = session.body.message
    expect(message).toContain(
      `${stack.demoUrl.replace(/\/$/, '')} wants you to sign in with your Ethereum account:\n${wallet.address}`,
    )
    expect(message).toContain(`Nonce: ${authPayload.nonce}`)
    expect(message).toMatch(/\nResources:\n- urn:recap:/)
    expect(
      await verifyMessage({
        address: wallet.address,
        message,
        signature: session.body.signature as Hex,
      }),
    ).toBe(true)

    // A reload finds both the WalletConnect session and the sign-in.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(wallet.requests).toEqual([])
  })

  test('a wallet without wc_sessionAuthenticate: a session proposal, then the sign-in view asks for a signature', async ({
    page,
    stack,
  }) => {
    const uri = await copyPairingUri(page, stack, signInPage)
    const wallet = await createWallet(stack, { sessionAuthenticate: false })
    await wallet.pair(uri)
    // The SDK falls back to a plain proposal the wallet approves.
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByTestId('siwx-status')).toHaveText('unauthenticated')

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
    const token = await storedToken(page)
    expect((await serverSession(page, stack.serverUrl, token!)).status).toBe(200)
  })

  test('the wallet rejects: the error shows, nothing is connected or signed in', async ({
    page,
    stack,
  }) => {
    const uri = await copyPairingUri(page, stack, signInPage)
    const wallet = await createWallet(stack)
    await wallet.pair(uri)
    await (await wallet.nextAuthentication()).reject()

    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Connection declined')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect(page.getByTestId('siwx-status')).not.toHaveText('authenticated')
    expect(await storedToken(page)).toBeUndefined()
    expect(wallet.sessions()).toEqual([])
  })
})
