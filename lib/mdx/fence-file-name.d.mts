/** The file name a code fence gives its block (filename="…"), if any. */
export declare function fenceFileName(meta: string | null | undefined): string | undefined
