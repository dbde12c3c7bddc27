/**
 * Small line icons of the chrome (spec §2: side-menu tiles have an icon; icon buttons in the
 * header and footer). Drawn for this project; always decorative (aria-hidden), the control
 * carries the accessible name.
 */
const PATHS = {
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3 2-1 4h-4l-1-4zM3.5 11 7 9m10 0 3.5 2M9 19l1-4m4 0 1 4',
  live: 'M4 7h16v11H4zM8 3l4 4 4-4M10 10v5l4-2.5z',
  esports:
    'M6 9h12a3 3 0 0 1 3 3v3a2 2 0 0 1-4 1l-1-2H8l-1 2a2 2 0 0 1-4-1v-3a3 3 0 0 1 3-3zm2 2v3m-1.5-1.5h3M15 12h.01M17 14h.01',
  slot: 'M4 5h16v14H4zM8 5v14m8-14v14M5.5 12h1m5 0h1m5 0h1',
  cards: 'M5 4h9v14H5zM14 7l5 1.5-3 12-7-2',
  games: 'M3 8h18v10H3zM7 11v4m-2-2h4m7-1h.01M18 14h.01',
  bingo: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1 6-2 6-1-4-3-6 1',
  bonus: 'M12 3l2.7 5.5 6 .9-4.4 4.3 1 6L12 17l-5.3 2.7 1-6L3.3 9.4l6-.9z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  plane: 'M2 13l20-8-6 16-3-6zm11 2 3-5',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  telegram: 'M3 11.5 20 4l-3 16-5-4-3 3v-5l8-7-10 6z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm-3 5c.5 3 2.5 5.5 6 7l1.5-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  instagram:
    'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm7 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 7h.01',
  x: 'M4 4l16 16M20 4 4 20',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4zM4 7l11-3v3M16 13h.01',
  chat: 'M4 5h16v11H9l-5 4z',
} as const;

export type IconName = keyof typeof PATHS;

export function MenuIcon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
