/**
 * Id of an empty mark after the navbar. The document draws its first frame only once the mark is parsed
 * (`<link rel=expect>`, pages/_document.tsx): Chromium waits for the start of the element named, the HTML standard
 * for its end, and the navbar is whole in both cases.
 */
export const NAVBAR_END_ID = 'vnv-navbar-end'
