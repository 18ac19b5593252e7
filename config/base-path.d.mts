export declare const DEFAULT_BASE_PATH: string
export declare function resolveBasePath(value: string | undefined): string
export declare function pathWithinBasePath(pathname: string, basePath: string): string | undefined
