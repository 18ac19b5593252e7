export declare const DIAGRAM_COMPONENT: string
export declare const DIAGRAM_MODULE: string
export declare function remarkDiagrams(): (tree: unknown) => void
