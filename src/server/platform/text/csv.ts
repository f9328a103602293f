// CSV for spreadsheets: RFC 4180 quoting, and cells that a spreadsheet would run as a formula
// (=, +, -, @ at the start: a referrer host or title is visitor- or user-controlled) are prefixed
// with an apostrophe.

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
