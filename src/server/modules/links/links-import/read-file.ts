import { maxImportBytes, maxImportRows, type CreateLinkImport } from '../../../../shared/link-import';
import { AppError, badRequest } from '../../../platform/http/app-error';
import { CsvSyntaxError, parseCsv } from '../../../platform/text/csv-parse';
import { mapColumns, type ColumnMap } from '../csv-columns';

// The upload read: a CSV file's link rows with their spreadsheet row numbers and the column map,
// or a 4xx naming what is wrong with the file.

const fileExtensions = /\.(csv|tsv|txt)$/i;

/** A row of the file as read, before its checks. */
export interface ReadRow {
  row: number;
  cells: string[];
}

/** The file's link rows with their spreadsheet row numbers, and the column map; 4xx for a bad file. */
export function readFile(input: CreateLinkImport): { map: ColumnMap; rows: ReadRow[]; width: number } {
  if (input.file_name !== undefined && !fileExtensions.test(input.file_name)) {
    throw badRequest('Choose a CSV file.', {
      file_name: 'This is not a CSV file: choose a .csv file (or .tsv or .txt).',
    });
  }
  const bytes = Buffer.byteLength(input.csv, 'utf8');
  if (bytes > maxImportBytes) {
    throw new AppError(413, 'payload_too_large', 'The file is too large.', {
      csv: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; import at most ${maxImportBytes / 1024 / 1024} MB at a time: split it into smaller files.`,
    });
  }
  if (input.csv.includes('\uFFFD')) {
    throw badRequest('The file is not CSV text.', {
      csv: 'The file is not CSV text in UTF-8: save it from your spreadsheet as "CSV UTF-8".',
    });
  }
  let records: string[][];
  try {
    records = parseCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw badRequest('The file is not valid CSV.', { csv: error.message });
    throw error;
  }
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex === -1) throw badRequest('The file is empty.', { csv: 'The file is empty.' });
  const header = records[headerIndex]!;
  const map = mapColumns(header);
  if (!map.columns.destination_url) {
    throw badRequest('The file has no destination column.', {
      csv: `No destination column: name one column destination, url, long_url or target in the first row (found: ${header
        .map((name) => name.trim())
        .filter(Boolean)
        .slice(0, 10)
        .join(', ')}).`,
    });
  }
  const rows: ReadRow[] = [];
  for (let index = map.headerless ? headerIndex : headerIndex + 1; index < records.length; index++) {
    const cells = records[index]!;
    if (!isBlank(cells)) rows.push({ row: index + 1, cells });
  }
  if (rows.length === 0) {
    throw badRequest('The file has no links.', { csv: 'The file has a header row but no links below it.' });
  }
  if (rows.length > maxImportRows) {
    throw new AppError(413, 'payload_too_large', 'The file has too many rows.', {
      csv: `The file has ${rows.length.toLocaleString('en')} links; import at most ${maxImportRows.toLocaleString('en')} at a time: split it into smaller files.`,
    });
  }
  return { map, rows, width: header.length };
}
