// The modal's icons (the buttons' one is NetworkIcon.tsx, apart so the eager bundle carries
// only it; those only views past Connect show are in viewIcons.tsx, out of the modal chunk the
// page prefetches at idle). No icon library: each is a few SVG paths.
import { Icon, type IconProps } from './Icon.js'

/** A cross, for close buttons. */
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

/** A left chevron, for back buttons (mirrored right to left: it points to where back is). */
export const BackIcon = (props: IconProps) => (
  <Icon className="lk-mirror" {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)

/** A check mark. */
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)

/** An exclamation mark in a circle, for errors. */
export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
)

/** A wallet, for wallets without an image. */
export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4h-12A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V9a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 1 3 6.5" />
    <path d="M16 13.5h.01" />
  </Icon>
)
