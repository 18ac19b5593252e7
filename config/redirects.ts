/**
 * Old URLs that must keep working (e2e/data/ROUTES.md). Each entry becomes a static
 * redirect page in out/ (scripts/postbuild). `npm run generate` fails when an
 * old URL is now a page's (scripts/navigation/conflicts.ts), the build when a
 * target page does not exist. The upper-case /docs/REST/… URLs follow the REST
 * pages (scripts/navigation/landings.ts).
 */
export interface Redirect {
  from: string
  to: string
}

export const legacyRedirects: Redirect[] = [
  // Footer and home links of the old site pointed at these.
  { from: '/docs/intro', to: '/docs/Tutorial/intro/' },
  { from: '/docs/api', to: '/docs/API/' },
  // The old site served TypeDoc output here; the API reference pages replace it.
  { from: '/API/infrasoft-project', to: '/docs/API/infrasoft-project/' },
  { from: '/API/infrasoft-ui-components', to: '/docs/API/infrasoft-ui-components/' },
  { from: '/API/infrasoft-vnv-api-kit', to: '/docs/API/infrasoft-vnv-api-kit/' },
  { from: '/API/vnv-sdk', to: '/docs/API/vnv-sdk/' },
  // Misspelt, spaced or duplicated paths of the old site, renamed.
  { from: '/docs/Components/elements/Action-list', to: '/docs/Components/elements/action-list/' },
  { from: '/docs/Tutorial/Application/Depedencies', to: '/docs/Tutorial/Application/dependencies/' },
  { from: '/docs/Tutorial/Application/List Viewer/list-viewer', to: '/docs/Tutorial/Application/list-viewer/' },
  { from: '/docs/Tutorial/servers/ngnix', to: '/docs/Tutorial/servers/nginx/' }
]
