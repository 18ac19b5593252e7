export declare function withoutServerPageTracing<T extends { plugins: unknown[] }>(config: T): T
