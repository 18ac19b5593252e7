export declare const NOTHING_CHANGED: number
