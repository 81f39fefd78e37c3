/** Placeholder: filled in by this issue. */
export {}
