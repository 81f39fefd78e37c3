/** Loads the chunk of the import() calls of the modal's optional parts (modalPartImports.ts). */
export const loadModalParts = () => import('./modalPartImports.js')
