// `npm run bench:smart-account`: the embedded smart account's figures on the local stack (the demo
// with ?email=on, the wallet frame, the server's bundler and paymaster, the dev chain's EntryPoint
// v0.7, SimpleAccount and VerifyingPaymaster) in Chromium: ms from the click on Send to the
// transaction included, for the smart account (deployed: its first send is not counted) and for
// the EOA (the demo's ?account=eoa), medians of BENCH_RUNS (default 5) fresh logins; and the gas
// (the EntryPoint's actualGasUsed) of a send, of Swap's batched approve + swap and of a
// sponsored send. Figures to read and compare, not tests.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbiItem,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const native = `0x${'e'.repeat(40)}`

const bench = await startDemoBench('smart-account')
const { stack, browser } = bench
const network = stack.networks[0]
const chain = createPublicClient({ transport: http(network.rpcUrl), pollingInterval: 20 })
const frameOf = (page) => page.frameLocator('iframe[data-latchkey-wallet]')

/** The newest code the dev inbox holds for `email`, polled until it arrived. */
async function readCode(email) {
  for (;;) {
    const inbox = await (await fetch(`${stack.serverUrl}/dev/inbox?format=json`)).json()
    const code = inbox.messages
      .find((message) => message.to.includes(email))
      ?.subject.match(/\d{6}/)?.[0]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A fresh page logged in by email (a fresh smart account); returns it and the address it shows. */
async function loggedIn(name, query = '') {
  const page = await browser.newPage()
  const email = `bench-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await page.goto(`${stack.demoUrl}/?email=on${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(email))
  await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
  await page.getByTestId('modal-state').filter({ hasText: 'closed' }).waitFor()
  return { page, address: await page.getByTestId('account-address').textContent() }
}

const fund = (address, ether) =>
  chain.request({
    method: 'anvil_setBalance',
    params: [address, `0x${parseEther(ether).toString(16)}`],
  })

/** Sends 0.001 of the coin (or `token`) with the demo's "Send without the modal"; ms from the click to included. */
async function sendOnce(page, token = 'native') {
  const output = page.getByTestId('send-tokens-hash')
  const previous = (await output.count()) ? await output.textContent() : null
  await page.getByRole('combobox', { name: 'Token' }).selectOption(token)
  await page.getByLabel('Amount', { exact: true }).fill('0.001')
  await page.getByLabel('To', { exact: true }).fill(stack.accounts[9].address)
  const started = performance.now()
  await page.getByRole('button', { name: 'Send without the modal' }).click()
  // The demo's error, if the send is refused before the wallet sees it.
  const refused = page
    .getByRole('alert')
    .filter({ hasNotText: /^$/ })
    .first()
    .textContent({ timeout: 60_000 })
    .then((text) => Promise.reject(new Error(`The demo refused the send: ${text}`)))
  refused.catch(() => {})
  await Promise.race([frameOf(page).getByRole('button', { name: 'Approve' }).click(), refused])
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('[data-testid="send-tokens-hash"]')?.textContent
      return text && text !== previous
    },
    previous,
    { timeout: 120_000 },
  )
  const hash = await output.textContent()
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return { ms: performance.now() - started, receipt }
}

/** The actualGasUsed and paymaster of `sender`'s user operation in `receipt`. */
async function operationOf(receipt, sender) {
  const [event] = await chain.getLogs({
    address: entryPoint,
    event: userOperationEvent,
    args: { sender },
    blockHash: receipt.blockHash,
  })
  return event.args
}

const smartTimes = []
const eoaTimes = []
const gas = {}
try {
  for (let run = 0; run < runs; run++) {
    const { page, address } = await loggedIn(`send-${run}`)
    await fund(address, '10')
    await page.reload()
    await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    // The first send deploys the account: measured apart, the later ones are the figure.
    const first = await sendOnce(page)
    if (run === 0) gas.firstSend = (await operationOf(first.receipt, address)).actualGasUsed
    const { ms, receipt } = await sendOnce(page)
    smartTimes.push(ms)
    if (run === 0) gas.send = (await operationOf(receipt, address)).actualGasUsed

    await page.close()

    // The EOA under a key of its own (the demo's ?account=eoa: the dapp prefers it).
    const eoa = await loggedIn(`eoa-${run}`, '&account=eoa')
    await fund(eoa.address, '10')
    // Send's gas check reads the data API's balance: read again after the funding.
    await fetch(
      `${stack.serverUrl}/v1/account/${eoa.address}/balance?currency=usd&forceUpdate=true`,
    )
    await eoa.page.reload()
    await eoa.page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    eoaTimes.push((await sendOnce(eoa.page)).ms)
    await eoa.page.close()
  }

  // A sponsored send: the demo token is one of the dev market's, which the `*` policy covers.
  {
    const { page, address } = await loggedIn('sponsored')
    const token = network.token.address
    await fundToken(token, address)
    await page.reload()
    await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    await fund(address, '1')
    const { receipt } = await sendOnce(page, token)
    const operation = await operationOf(receipt, address)
    gas.sponsoredSend = operation.actualGasUsed
    gas.sponsoredBy = operation.paymaster
    await page.close()
  }

  // Swap's approve + swap in one user operation.
  {
    const { page, address } = await loggedIn('swap')
    const tokens = await marketTokens()
    const [from, to] = tokens
    await fundToken(from.address, address)
    await fund(address, '1')
    await page.reload()
    await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    const fromBlock = await chain.getBlockNumber()
    await page.getByRole('button', { name: /0x/ }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const pick = async (side, symbol) => {
      await dialog.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
      await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
      await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button').first().click()
    }
    await pick('You pay', from.symbol)
    await pick('You receive', to.symbol)
    await dialog.getByRole('textbox', { name: 'You pay' }).fill('1')
    await dialog.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    await frameOf(page).getByRole('button', { name: 'Approve' }).click()
    await page.getByText(/^Swapped 1 /).waitFor({ timeout: 120_000 })
    const events = await chain.getLogs({
      address: entryPoint,
      event: userOperationEvent,
      args: { sender: address },
      fromBlock,
    })
    gas.swapOperations = events.length
    gas.batchedSwap = events[0]?.args.actualGasUsed
    await page.close()
  }
} finally {
  await bench.stop()
}

/** Sends 100 of `token` from dev account 0 to `to` (a real transfer). */
async function fundToken(token, to) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(stack.accounts[0].privateKey),
    transport: http(network.rpcUrl),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseEther('100')],
  })
  await chain.waitForTransactionReceipt({ hash })
}

/** The dev market's ERC-20 tokens, from the server's convert route. */
async function marketTokens() {
  const answer = await fetch(
    `${stack.serverUrl}/v1/convert/tokens?chainId=eip155:${network.chainId}`,
  )
  const { tokens } = await answer.json()
  return tokens
    .map((token) => ({ ...token, address: token.address.split(':')[2] }))
    .filter((token) => token.address !== native)
}

const row = (label, value) => console.log(`  ${label.padEnd(58)}${value}`)
console.log(`Embedded smart account, local stack (medians of ${runs} fresh logins):`)
row('ms from the click on Send to included, smart account', median(smartTimes).toFixed(0))
row('ms from the click on Send to included, EOA', median(eoaTimes).toFixed(0))
console.log('User operation gas (the EntryPoint’s actualGasUsed):')
row('first send (deploys the account)', String(gas.firstSend))
row('send of the coin (deployed account)', String(gas.send))
row(
  `batched approve + swap, deploys too (${gas.swapOperations} user op${gas.swapOperations === 1 ? '' : 's'})`,
  String(gas.batchedSwap),
)
row('sponsored token send, deploys too', String(gas.sponsoredSend))
row('  its paymaster', String(gas.sponsoredBy))
