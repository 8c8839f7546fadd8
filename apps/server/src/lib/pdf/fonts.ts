import path from 'node:path';
import { SERVER_DIR } from '../paths.ts';

/*
 * The fonts every printed document embeds: Liberation Sans 2.1.5 (Regular, Bold, Italic), kept in
 * lib/pdf/fonts beside its licence, the SIL Open Font License 1.1 (OFL-1.1.txt), which allows
 * embedding and shipping it with the product. It has the metrics of Helvetica, so the layouts drawn
 * for the standard font stay as they were, and it covers Latin, Greek and Cyrillic.
 */

const FONT_DIR = path.join(SERVER_DIR, 'src/lib/pdf/fonts');

export const FONT_FILES = {
  regular: path.join(FONT_DIR, 'LiberationSans-Regular.ttf'),
  bold: path.join(FONT_DIR, 'LiberationSans-Bold.ttf'),
  italic: path.join(FONT_DIR, 'LiberationSans-Italic.ttf'),
} as const;
