/**
 * The picture of the dev name alice.eth, which the dev stack serves and names in her `avatar`
 * record: a small SVG (a key in a circle), so the widget shows a real profile image.
 */
export const devEnsAvatarSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" fill="#7c3aed"/>
<circle cx="24" cy="32" r="11" fill="none" stroke="#fde68a" stroke-width="6"/>
<path d="M35 32h20m-6 0v8m-7-8v6" stroke="#fde68a" stroke-width="6" stroke-linecap="round" fill="none"/>
</svg>
`
