export declare const DIAGRAM_COMPONENT: string
export declare function remarkDiagrams(): (tree: unknown) => void
