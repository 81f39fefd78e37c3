// Loaded with the first request, not before the first click: kit's codecs are a chunk of their own.
export { getBase58Codec, getBase64Codec } from '@solana/kit'
