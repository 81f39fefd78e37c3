/** One line of what is being approved. */
export type ApprovalRow = { label: string; value: string }

/** What the approval screen shows: a title, decoded fields and, for a message, its text. */
export type ApprovalDetails = { title: string; rows: ApprovalRow[]; text?: string | undefined }

const element = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  text?: string,
) => {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * Shows the approval screen in `root` and resolves with the user's answer; `signal` aborting
 * (the dapp closed its modal) clears it and resolves false.
 */
export function showApproval(
  root: HTMLElement,
  details: ApprovalDetails,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const card = element('section', 'approval')
    card.setAttribute('aria-labelledby', 'approval-title')
    const title = element('h1', 'approval-title', details.title)
    title.id = 'approval-title'
    card.append(title)
    // What is signed, on one panel that takes the height left above the buttons.
    const panel = element('div', 'approval-details')
    if (details.text !== undefined) {
      const text = element('pre', 'approval-text', details.text)
      text.setAttribute('aria-label', 'Message')
      text.tabIndex = 0
      panel.append(text)
    }
    const list = element('dl', 'approval-rows')
    for (const row of details.rows)
      list.append(element('dt', '', row.label), element('dd', '', row.value))
    panel.append(list)
    card.append(panel)
    const actions = element('div', 'approval-actions')
    const decline = element('button', 'button secondary', 'Decline')
    const approve = element('button', 'button primary', 'Approve')
    decline.type = 'button'
    approve.type = 'button'
    actions.append(decline, approve)
    card.append(actions)
    root.replaceChildren(card)
    approve.focus()
    const finish = (answer: boolean) => {
      signal.removeEventListener('abort', onAbort)
      root.replaceChildren()
      resolve(answer)
    }
    const onAbort = () => finish(false)
    signal.addEventListener('abort', onAbort)
    decline.addEventListener('click', () => finish(false))
    approve.addEventListener('click', () => {
      approve.disabled = true
      decline.disabled = true
      finish(true)
    })
  })
}
