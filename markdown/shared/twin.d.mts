export declare function twinPath(route: string): string
export declare const TWINS_PUBLIC_FOLDER: string
export declare const LLMS_FILES: string[]
