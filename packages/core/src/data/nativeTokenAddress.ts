/** The address that stands for a chain's native coin in eip155 asset ids (spec section 9). */
export const eip155NativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
