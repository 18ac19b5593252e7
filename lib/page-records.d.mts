export function routeJsonFile(route: string): string
export function pageRecordFile(kind: 'navigation' | 'source' | 'blog', route: string): string
