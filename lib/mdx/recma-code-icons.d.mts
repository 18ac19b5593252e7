export declare function recmaCodeIcons(): (program: unknown) => void
