export const PAGE_RECORD_DIRS: { navigation: string; source: string; blog: string }
export function routeJsonFile(route: string): string
export function pageRecordFile(kind: keyof typeof PAGE_RECORD_DIRS, route: string): string
