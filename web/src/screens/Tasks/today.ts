/** The viewer's calendar day (YYYY-MM-DD in their time zone): what "today" and "overdue" mean to them. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due day (YYYY-MM-DD) as §9 shows dates, MM-DD-YYYY, without a time-zone shift. */
export function dueDay(value: string): string {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${m}-${d}-${y}` : value;
}

/** A real day of the api's range (2000-01-01 to 2099-12-31), else false. */
export function validDueDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value && value >= '2000-01-01' && value <= '2099-12-31';
}
