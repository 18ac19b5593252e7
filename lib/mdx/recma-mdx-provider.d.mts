export declare function recmaMdxProvider(): (program: unknown) => void
