export declare function recmaLocalJsx(): (program: unknown) => void
