export declare const MERMAID_FOLDER: string
export declare const MERMAID_ENTRY: string
