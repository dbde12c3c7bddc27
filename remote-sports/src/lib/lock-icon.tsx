/** A small padlock (locked prices and markets); decorative, the text beside it says "Locked". */
export function LockIcon() {
  return (
    <svg
      className="sports-lock"
      width="12"
      height="14"
      viewBox="0 0 12 14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 6V4a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h1zm1.5 0h3V4a1.5 1.5 0 0 0-3 0v2z"
        fill="currentColor"
      />
    </svg>
  );
}
