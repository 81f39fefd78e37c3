import { findSeriousViolations } from './axe.js'
import { answerInWalletPage, connectWalletPage } from './connectWalletPage.js'
import { expect, test } from './fixtures.js'

// A request the wallet declines reaches the demo as the wallet's message and EIP-1193 code: from
// the dev wallet told to reject by the playground's control, and from the stack's WalletConnect
// wallet page rejecting a signature. Real wallets, real relay, nothing stood in.

type DevWalletWindow = { latchkeyDevWallet: { requests: Array<{ method: string }> } }

const rejected = 'User rejected the request. (code 4001)'

test('the playground\'s "Reject the next request" makes the next request fail with 4001, once', async ({
  page,
  stack,
  installWallet,
}) => {
  await installWallet()
  await page.goto(stack.demoUrl)
  const playground = page.getByRole('region', { name: 'Wallet playground' })
  await playground.getByRole('button', { name: 'Connect Latchkey Dev Wallet' }).click()
  await expect(playground.getByTestId('playground-address')).toHaveText(stack.accounts[0]!.address)

  const rejectNext = playground.getByRole('button', { name: 'Reject the next request' })
  await rejectNext.click()
  await expect(rejectNext).toHaveAccessibleDescription(
    'The dev wallet will reject the next request that asks you, with 4001.',
  )
  await playground.getByRole('button', { name: 'Sign message' }).click()
  await expect(playground.getByRole('alert')).toHaveText(rejected)
  await expect(rejectNext).toHaveAccessibleDescription(/latchkeyDevWallet\.rejectNextRequest\(\)/)
  const lastRequest = await page.evaluate(
    () => (window as unknown as DevWalletWindow).latchkeyDevWallet.requests.at(-1)?.method,
  )
  expect(lastRequest).toBe('personal_sign')
  // The control, its note and the error (axe reads the dark scheme's transparent page as white:
  // it is checked in the light one).
  expect(await findSeriousViolations(page)).toEqual([])

  // Only the next one: the one after is signed.
  await playground.getByRole('button', { name: 'Sign message' }).click()
  await expect(playground.getByTestId('playground-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(playground.getByRole('alert')).toHaveCount(0)
})

test('a signature rejected in the WalletConnect wallet page shows its message and code', async ({
  page,
  stack,
}) => {
  const walletPage = await connectWalletPage(page, stack)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await answerInWalletPage(walletPage, 'personal_sign', 'Reject')
  const signCard = page.getByRole('region', { name: 'Sign a message' })
  await expect(signCard.getByRole('alert')).toHaveText(rejected)
})
