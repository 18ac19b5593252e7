export declare function siteMdxOptions(options: { dev: boolean }): Promise<Record<string, unknown>>
