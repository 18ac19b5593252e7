export declare function rehypeTaskListLabels(): (tree: unknown) => void
