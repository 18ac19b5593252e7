/** Shapes of the generated REST data (rest/generator/data.ts), as the components read them. */
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
} from '@/rest/generator/data'
export type { SpecTypes } from '@/rest/generator/types'
