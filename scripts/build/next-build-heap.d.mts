export declare const NEXT_BUILD_NODE_FLAGS: string[]
