export declare function stringExpression(value: string): unknown
export declare function namedImport(name: string, source: string): unknown
