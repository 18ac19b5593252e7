import type { SpecData } from '../shared/data-types'
import type { Json } from './load'
import type { Changelog } from './changelog/history'
import type { SpecModel } from './model/types'
import type { RestSpecConfig } from './specs'

/** One spec, generated: its settings, its model and every file it produces, before they are written. */
export interface GeneratedSpec {
  config: RestSpecConfig
  model: SpecModel
  /** What changed, version by version (its page, the badges and the changes feed are made from it). */
  changelog: Changelog
  /** Page file name → MDX. */
  pages: Map<string, string>
  /** What every page of the spec shows the same: each page's `spec` export. */
  data: SpecData
  /** The spec file's text. */
  source: string
  /** The part files its `$ref`s read (none for a one-file spec), relative to the project. */
  parts: string[]
  /** The spec with its part files pulled in: a multi-file spec's download. */
  bundled: Json
}
