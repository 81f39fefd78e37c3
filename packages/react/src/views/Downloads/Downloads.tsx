import type { Connector } from '@latchkey/core'
import { getRouter, watchRouter } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { ExternalIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'

type Link = { href: string; label: string; primary?: boolean }

/**
 * A registry or custom wallet that is not in the page (and cannot pair through WalletConnect):
 * its desktop and web apps, and where to get it (browser extension, App Store, Google Play,
 * website), each opening in a new tab. Once installed, the wallet shows as installed.
 */
export function Downloads() {
  const { client } = useModalContext('Downloads')
  const strings = useViewStrings('Downloads', connectingStrings)
  const router = useClientValue(client, getRouter, watchRouter)
  const connector = router.data?.connector
  if (!connector) return null
  const links = getLinks(connector, strings)
  return (
    <div className="lk-stack">
      <WalletImage connector={connector} />
      <p className="lk-title">{connector.name}</p>
      {links.length === 0 ? (
        <p className="lk-note">{strings.noDownloads}</p>
      ) : (
        <ul className="lk-actions" style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                className="lk-button"
                data-variant={link.primary ? undefined : 'secondary'}
                data-wide=""
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
                <ExternalIcon size={16} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

// Core dropped any link not safe to follow (toRegistryConnector); these are http(s) or app links.
function getLinks(connector: Connector, strings: typeof connectingStrings): Link[] {
  const { links, downloads } = connector
  const all: Array<Link | undefined> = [
    links?.desktop
      ? { href: links.desktop, label: strings.openDesktopApp, primary: true }
      : undefined,
    links?.webapp ? { href: links.webapp, label: strings.openWebApp, primary: true } : undefined,
    downloads?.chrome ? { href: downloads.chrome, label: strings.browserExtension } : undefined,
    downloads?.ios ? { href: downloads.ios, label: strings.appStore } : undefined,
    downloads?.android ? { href: downloads.android, label: strings.googlePlay } : undefined,
    downloads?.homepage ? { href: downloads.homepage, label: strings.website } : undefined,
  ]
  return all.filter((link) => link !== undefined)
}
