export declare const MDX_PROVIDER: string
export declare function recmaMdxProvider(): (program: unknown) => void
