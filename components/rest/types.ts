/** Shapes of the generated REST data (scripts/rest/data.ts), as the components read them. */
export type {
  ExampleData,
  MediaData,
  OperationData,
  OperationResponsesData,
  ResponseData,
  SampleData,
  SchemaData,
  SchemeData,
  SecurityData,
  ServerData,
  SpecData,
  SpecSummary
} from '@/scripts/rest/data'
export type { SpecTypes } from '@/scripts/rest/types'
