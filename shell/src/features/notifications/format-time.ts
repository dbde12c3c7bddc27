const pad = (n: number) => String(n).padStart(2, '0');

/** spec §2: "time shown day.month.year hour:minute" — `dd.MM.yyyy HH:mm`, in local time. */
export function formatNotificationTime(timeStamp: string): string {
  const d = new Date(timeStamp);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
