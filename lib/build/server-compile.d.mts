export declare function forPrerenderOnly<T extends { plugins: unknown[]; optimization?: object }>(config: T): T
