// The icons only the views past Connect show (Account, Send, Swap, Receive, Buy, WalletConnect,
// email): apart from icons.tsx so that the modal chunk the page prefetches at idle, which carries
// icons.tsx, leaves them out.
import { Icon, type IconProps } from './Icon.js'

/** A right chevron, for rows that open another view (mirrored right to left). */
export const ChevronIcon = (props: IconProps) => (
  <Icon className="lk-mirror" {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
)

/** Two sheets, for copy buttons. */
export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
)

/** An arrow out of a box, for links that leave the page. */
export const ExternalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
)

/** A power symbol, for disconnect. */
export const PowerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v8M6.3 6.8a8 8 0 1 0 11.4 0" />
  </Icon>
)

/** An envelope, for what was sent by email. */
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Icon>
)
