/**
 * Whether a social login goes by redirect rather than a popup: inside a Telegram Mini App (its
 * web view has no popups), or on a phone-sized touch screen (a popup there is a new tab the user
 * must find and close).
 */
export function prefersSocialRedirect(): boolean {
  const telegram = (window as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram
  // The script defines WebApp on any page; only inside Telegram does it carry init data.
  const initData = telegram?.WebApp?.initData
  if (typeof initData === 'string' && initData !== '') return true
  const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false
  return touch && Math.min(window.innerWidth, window.innerHeight) < 600
}
