export declare const SITE_FOLDER: string
export declare const STAGING_FOLDER: string
