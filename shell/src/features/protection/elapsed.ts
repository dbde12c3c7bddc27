const pad = (n: number) => String(n).padStart(2, '0');

/** Elapsed time as h:mm:ss (fixed width for a day: the header never shifts). */
export function elapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  return `${h}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
