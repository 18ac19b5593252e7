export declare const BLOG_PAGE_RECORDS_DIR: string
