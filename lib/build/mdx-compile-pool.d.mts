export declare function createPool(
  workerFile?: URL | string,
  threads?: number
): { compile(source: string, options: Record<string, unknown>): Promise<Record<string, unknown>> }
export declare function compileMdxInWorker(source: string, options: Record<string, unknown>): Promise<Record<string, unknown>>
