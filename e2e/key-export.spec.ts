import { accountAbstractionAddresses } from '@latchkey/devchain'
import { createPublicClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { emailOf, login, readCode, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'

// Key export (issue 31 item 6) end to end: the demo's Account, the real wallet frame showing its
// own export screen, the real server mailing and checking the fresh code (dev inbox). The key is
// read from the frame (its own origin); the dapp page's DOM and every message it receives are
// checked not to hold it.

test.describe('key export', () => {
  test('after a fresh email code the frame alone shows the account’s key; the dapp page never holds it', async ({
    page,
    stack,
  }) => {
    const email = emailOf('export')
    const address = await login(page, stack, email)
    // Every message the dapp's page receives, from the frame or anywhere, as text.
    await page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { seenMessages: seen })
      window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)))
    })
    await page.locator('[data-latchkey-button="connect"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Export private key' }).click()
    await expect(dialog.getByRole('heading', { name: 'Export private key' })).toBeVisible()

    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Before you export your key' })).toBeVisible()
    await expect(frame.getByText('Anyone with this key controls your wallet')).toBeVisible()
    await frame.getByRole('button', { name: 'Send code' }).click()
    await expect(frame.getByText(`We sent a code to ${email}.`)).toBeVisible()
    // A wrong code is refused with the server's reason, and no key shows.
    await frame.getByRole('textbox', { name: 'Code' }).fill('000000')
    await frame.getByRole('button', { name: 'Show key' }).click()
    const code = await readCode(stack.serverUrl, email)
    if (code !== '000000') await expect(frame.getByRole('alert')).toHaveText('Invalid code')
    await frame.getByRole('textbox', { name: 'Code' }).fill(code)
    await frame.getByRole('button', { name: 'Show key' }).click()
    const key = frame.getByLabel('Private key', { exact: true })
    await expect(key).toHaveText(/^0x[0-9a-f]{64}$/)
    const privateKey = (await key.textContent()) as `0x${string}`
    // The account is the smart account this key owns: the factory gives it for the key's address.
    const chain = createPublicClient({ transport: http(stack.networks[0]!.rpcUrl) })
    expect(
      await chain.readContract({
        address: accountAbstractionAddresses.simpleAccountFactory,
        abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
        functionName: 'getAddress',
        args: [privateKeyToAccount(privateKey).address, 0n],
      }),
    ).toBe(address)
    await expect(frame.getByRole('button', { name: 'Copy' })).toBeVisible()

    // The key is nowhere on the dapp's page: not in its DOM, not in a message it received.
    const bare = privateKey.slice(2)
    expect(await page.content()).not.toContain(bare)
    const messages = (await page.evaluate(() =>
      (window as unknown as { seenMessages: string[] }).seenMessages.join('\n'),
    )) as string
    expect(messages).toContain('@frame/APPROVAL')
    expect(messages).not.toContain(bare)

    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(dialog.getByRole('button', { name: 'Export private key' })).toBeVisible()
    expect(
      (await page.evaluate(() =>
        (window as unknown as { seenMessages: string[] }).seenMessages.join('\n'),
      )) as string,
    ).not.toContain(bare)
  })

  test('Cancel, or closing the modal, ends the export in the frame; the code is asked fresh each time', async ({
    page,
    stack,
  }) => {
    const email = emailOf('export-cancel')
    await login(page, stack, email)
    await page.locator('[data-latchkey-button="connect"]').click()
    const dialog = page.getByRole('dialog')
    const frame = walletFrame(page)
    await dialog.getByRole('button', { name: 'Export private key' }).click()
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('button', { name: 'Export private key' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Export private key' }).click()
    await expect(frame.getByRole('button', { name: 'Send code' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(frame.getByRole('heading', { name: 'Before you export your key' })).toHaveCount(0)
  })
})
