export declare function fileToRoute(relativeFile: string): string | null
