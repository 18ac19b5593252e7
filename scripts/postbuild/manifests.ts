/**
 * Next's pages router ends every exported page with two scripts:
 * `_buildManifest.js`, which lists every page of the site and its chunks, and
 * `_ssgManifest.js`. Only client-side navigation and link prefetching read
 * them, and Next's router waits for them when it needs them (then, after a
 * wait, falls back to loading the page in full). The first one grows with the
 * site (18 KB gzip on this site), and Next puts it in every first load: here
 * pages fetch both once the page has loaded, so what a reader downloads first
 * does not depend on how many pages the site has.
 */

/** Next's manifest scripts as it writes them into an exported page. */
const MANIFEST_SCRIPT = /<script src="([^"]+\/_(?:build|ssg)Manifest\.js)" defer=""><\/script>/g

/** An inline script that appends the manifests after the load event (a timeout, so they are not part of it). */
const lateLoader = (sources: string[]) =>
  `<script>addEventListener("load",function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;document.head.appendChild(e)})})})</script>`

/**
 * `html` with Next's manifest scripts replaced by a loader that fetches them
 * after the page has loaded. Throws when the page has not both: Next wrote
 * them differently, and the page would otherwise keep them unnoticed.
 */
export function deferManifests(html: string, file: string): string {
  const sources = [...html.matchAll(MANIFEST_SCRIPT)].map((match) => match[1])
  if (sources.length !== 2 || !sources[0].endsWith('/_buildManifest.js') || !sources[1].endsWith('/_ssgManifest.js'))
    throw new Error(
      `${file}: expected Next's _buildManifest.js and _ssgManifest.js scripts, found ${sources.length ? sources.join(', ') : 'neither'}. Has Next changed how it writes them? See scripts/postbuild/manifests.ts.`
    )
  // The loader takes the first script's place; the second goes.
  return html.replace(MANIFEST_SCRIPT, (_script, source: string) => (source === sources[0] ? lateLoader(sources) : ''))
}
