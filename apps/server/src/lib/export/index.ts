export type { ExportColumn, ExportColumnType } from './columns.ts';
export { csvField, csvLine, neutralizeFormula, CSV_BOM, CSV_SEPARATOR } from './csv.ts';
export {
  EXPORT_CONTENT_TYPES,
  ExportAborted,
  contentDisposition,
  exportFileName,
  sendExport,
  writeExport,
  type ExportSpec,
} from './exporter.ts';
export { keysetRows, type KeysetQuery } from './keyset.ts';
