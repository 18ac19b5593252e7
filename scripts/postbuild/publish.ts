import { existsSync, renameSync, rmSync } from 'node:fs'

/**
 * Puts the finished site in place of the published one: the last step of a build, taken only when every
 * step before it succeeded, so a failed or interrupted build leaves the previous site as it was. Two
 * renames on one disk: the published folder is never half written.
 */
export function publishSite(staging: string, site: string): void {
  const previous = `${site}.previous`
  rmSync(previous, { recursive: true, force: true })
  if (existsSync(site)) renameSync(site, previous)
  renameSync(staging, site)
  rmSync(previous, { recursive: true, force: true })
}
