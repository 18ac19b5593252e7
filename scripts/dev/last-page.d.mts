export declare const LAST_PAGE_FILE: string
export declare function readLastPage(root: string): string | undefined
export declare function recordLastPage(root: string, route: string): void
export declare function isPageAt(file: string, route: string): boolean
export declare function pageScriptRoute(pathname: string): string | undefined
