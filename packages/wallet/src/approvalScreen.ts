/** One line of what is being approved; a sponsored fee stands out. */
export type ApprovalRow = { label: string; value: string; tone?: 'sponsored' | undefined }

/** A group of lines under a heading: one call of a batch. */
export type ApprovalSection = { heading: string; rows: ApprovalRow[] }

/** What the approval screen shows: a title, decoded fields, for a message its text, for a batch its calls. */
export type ApprovalDetails = {
  title: string
  rows: ApprovalRow[]
  text?: string | undefined
  sections?: ApprovalSection[] | undefined
}

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

// The rows as a definition list; a sponsored fee carries its tone for the style.
const rowList = (rows: readonly ApprovalRow[]) => {
  const list = element('dl', 'approval-rows')
  for (const row of rows) {
    const value = element('dd', row.tone ? `tone-${row.tone}` : '', row.value)
    list.append(element('dt', '', row.label), value)
  }
  return list
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
    panel.append(rowList(details.rows))
    for (const section of details.sections ?? []) {
      const group = element('section', 'approval-section')
      group.setAttribute('aria-label', section.heading)
      group.append(element('h2', 'approval-section-title', section.heading), rowList(section.rows))
      panel.append(group)
    }
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
