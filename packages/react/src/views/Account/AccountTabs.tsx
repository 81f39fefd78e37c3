import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { ActivityTab } from './ActivityTab.js'
import { TokensTab } from './TokensTab.js'

type Tab = 'tokens' | 'activity'

/**
 * The Account view's tabs: Tokens, and Activity when the history feature is on. A WAI-ARIA tab
 * list: arrow keys, Home and End move between tabs and select them.
 */
export function AccountTabs() {
  const { client } = useModalContext('AccountTabs')
  const strings = useViewStrings('AccountTabs', accountStrings)
  const tabs: Tab[] = client.options.features.history ? ['tokens', 'activity'] : ['tokens']
  // Which tab shows is this view's own state: nothing outside it reads it.
  const [selected, setSelected] = useState<Tab>('tokens')
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())
  const id = useId()
  const labels: Record<Tab, string> = { tokens: strings.tokensTab, activity: strings.activityTab }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected)
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!target) return
    event.preventDefault()
    setSelected(target)
    buttons.current.get(target)?.focus()
  }

  return (
    <div className="lk-tabs">
      <div
        role="tablist"
        aria-label={strings.accountTabsLabel}
        className="lk-tablist"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            className="lk-tab"
            aria-selected={selected === tab}
            aria-controls={selected === tab ? `${id}-${tab}-panel` : undefined}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
        className="lk-tabpanel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern), and this one scrolls.
        tabIndex={0}
      >
        {selected === 'tokens' ? <TokensTab /> : <ActivityTab />}
      </div>
    </div>
  )
}
