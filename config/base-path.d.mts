export declare const DEFAULT_BASE_PATH: string
export declare function resolveBasePath(value: string | undefined): string
