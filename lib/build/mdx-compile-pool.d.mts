export declare function compileMdxInWorker(source: string, options: Record<string, unknown>): Promise<Record<string, unknown>>
