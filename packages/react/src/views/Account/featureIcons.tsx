// The icons of the Account view's wallet features, in its own chunk with the view.
import { Icon, type IconProps } from '../../icons/Icon.js'

/** A card with a plus, for buying crypto. */
export const BuyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M15 15h3" />
  </Icon>
)

/** Two opposite arrows, for swaps. */
export const SwapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3" />
  </Icon>
)

/** An arrow down into a tray, for receiving. */
export const ReceiveIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" />
  </Icon>
)

/** An arrow up and out, for sending. */
export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20V9M7.5 13.5 12 9l4.5 4.5M5 4h14" />
  </Icon>
)
