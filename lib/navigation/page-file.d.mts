export declare function pageNavigationFile(route: string): string
