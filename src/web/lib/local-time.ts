// Times in forms (a link's expiry, a date rule's window): <input type="datetime-local"> speaks
// the browser's wall-clock time without a zone; the API speaks ISO 8601 with an offset. These
// convert between the two.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2030-01-31T09:30" (local time) -> "2030-01-31T09:30:00+07:00"; null when it is not a time. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${hours}:${minutes}`
  );
}

/** An ISO time -> the value a datetime-local input shows for it, in local time. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function isPast(iso: string | null, now = Date.now()): boolean {
  return iso !== null && new Date(iso).getTime() <= now;
}
