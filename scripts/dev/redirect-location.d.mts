export declare function redirectLocation(url: string, basePath: string, table: ReadonlyMap<string, string>): string | undefined
