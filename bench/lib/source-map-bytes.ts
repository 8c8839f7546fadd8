/**
 * How many bytes of a generated file each original source accounts for, read from its source map
 * (version 3): every mapped segment owns the generated text up to the next segment on its line.
 * Unmapped text (the bundler's glue, and modules without a map such as JSON) counts as '(unmapped)'.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment of the `mappings` string: base64 VLQ numbers, relative to the previous segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
  file?: string;
}

export function bytesBySource(mapJson: string, generated?: string): Map<string, number> {
  const map = JSON.parse(mapJson) as SourceMap;
  const lineLengths = generated?.split('\n').map((l) => l.length);
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((s) => {
        const [dCol = 0, dSource] = decodeSegment(s);
        column += dCol;
        if (dSource !== undefined) sourceIndex += dSource;
        return { column, source: dSource === undefined ? undefined : sourceIndex };
      });
    const lineLength = lineLengths?.[lineNo];
    add('(unmapped)', segments[0]?.column ?? lineLength ?? 0);
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.column ?? lineLength ?? seg.column;
      add(seg.source === undefined ? '(unmapped)' : (map.sources[seg.source] ?? '(unknown)'), end - seg.column);
    });
  });
  return totals;
}
