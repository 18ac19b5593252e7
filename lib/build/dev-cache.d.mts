export declare const DEV_CACHE_IDLE_MS: number
export declare function withPromptDevCacheStore<T extends { cache?: unknown }>(config: T): T
