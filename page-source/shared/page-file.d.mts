export declare const PAGE_SOURCE_DIR: string
export declare function pageSourceFile(route: string): string
