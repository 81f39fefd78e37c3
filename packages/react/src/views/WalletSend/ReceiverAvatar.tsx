import { Avatar } from '../../components/Avatar/Avatar.js'

/** The receiver's avatar: its profile image when it has one, else one drawn from its address. */
export function ReceiverAvatar({ address, image }: { address: string; image: string | undefined }) {
  return image ? <img src={image} alt="" /> : <Avatar address={address} size={24} />
}
