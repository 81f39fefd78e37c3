// The modal's icons (the buttons' one is NetworkIcon.tsx, apart so the eager bundle carries
// only it). No icon library: each is a few SVG paths.
import { Icon, type IconProps } from './Icon.js'

/** A cross, for close buttons. */
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

/** A left chevron, for back buttons. */
export const BackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)

/** A right chevron, for rows that open another view. */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
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

/** A check mark. */
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)

/** An arrow out of a box, for links that leave the page. */
export const ExternalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
)

/** An exclamation mark in a circle, for errors. */
export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
)

/** A power symbol, for disconnect. */
export const PowerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v8M6.3 6.8a8 8 0 1 0 11.4 0" />
  </Icon>
)

/** A wallet, for wallets without an image. */
export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4h-12A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V9a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 1 3 6.5" />
    <path d="M16 13.5h.01" />
  </Icon>
)

/** An envelope, for what was sent by email. */
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Icon>
)
