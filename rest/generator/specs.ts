/** Which specs a run generates: those of config/rest.ts, plus the test fixtures when VNV_REST_FIXTURES=1. */
import { restFixtureSpecs, restSpecs, specSource, type RestSpecConfig } from '../../config/rest'

export { specSource, type RestSpecConfig }
/** A spec of this run: where it is read from, where its pages go. */
export type RestSpec = RestSpecConfig

/** The specs of this run: the product's, plus the test fixtures when VNV_REST_FIXTURES=1. */
export const specsForRun = (_root = process.cwd(), env: Record<string, string | undefined> = process.env): RestSpec[] =>
  env.VNV_REST_FIXTURES === '1' ? [...restSpecs, ...restFixtureSpecs] : restSpecs
