/** Id of the page's main content: the skip link's target (SkipToContent, PageBody, HomePage, NotFound). */
export const MAIN_CONTENT_ID = 'main-content'
