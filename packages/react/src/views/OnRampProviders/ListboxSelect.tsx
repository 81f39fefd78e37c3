import { type KeyboardEvent, useId, useRef, useState } from 'react'

/** What `ListboxSelect` takes. */
export type ListboxSelectProps = {
  /** The accessible name of the control and its list. */
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange(value: string): void
}

/**
 * The widget's own select (WAI-ARIA's select-only combobox): a pill showing the choice that opens
 * a list of options under it. Arrow keys, Home and End move, Enter or Space chooses, Escape closes
 * the list (not the modal), and a click outside closes it; it looks the same in every browser and
 * theme, where a native select draws the platform's menu.
 */
export function ListboxSelect({ label, value, options, onChange }: ListboxSelectProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const control = useRef<HTMLButtonElement>(null)
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  )
  const selected = options[selectedIndex]

  function show() {
    setActive(selectedIndex)
    setOpen(true)
  }
  function choose(index: number) {
    const option = options[index]
    setOpen(false)
    control.current?.focus()
    if (option && option.value !== value) onChange(option.value)
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moved = moveIndex(event.key, active, options.length - 1)
    if (moved !== undefined) {
      event.preventDefault()
      if (open) setActive(moved)
      else show()
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      if (open) choose(active)
      else show()
    } else if (event.key === 'Escape' && open) {
      // The list closes; the modal stays.
      event.stopPropagation()
      setOpen(false)
    }
  }

  return (
    <span className="lk-listbox-select">
      <button
        ref={control}
        type="button"
        role="combobox"
        className="lk-select"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span>{selected?.label}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <div className="lk-listbox" role="listbox" id={`${id}-list`} aria-label={label}>
          {options.map((option, index) => (
            <div
              key={option.value}
              tabIndex={-1}
              id={`${id}-${index}`}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active || undefined}
              // Chosen on pointer down: the control's blur would close the list first.
              onPointerDown={(event) => {
                event.preventDefault()
                choose(index)
              }}
              onPointerEnter={() => setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
    </span>
  )
}

// Where an arrow key, Home or End moves the active option; undefined for other keys.
function moveIndex(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(last, index + 1)
  if (key === 'ArrowUp') return Math.max(0, index - 1)
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}
