export declare const PAGE_MODULE_UPDATED_EVENT: string
export declare function recmaPageHotUpdate(options: { pagesDir: string }): () => (tree: unknown, file: { path?: string }) => void
