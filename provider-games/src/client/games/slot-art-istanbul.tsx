import type { ReactElement } from 'react';
import { FONT } from './slot-art-common';

/** Istanbul's pieces: the sultan's palace, the tulip garden's luck and Galata's streets. */

export const coin = (fill: string, edge: string, mark: string): ReactElement => (
  <g>
    <circle cx="50" cy="50" r="38" fill={fill} stroke={edge} strokeWidth="5" />
    <circle cx="50" cy="50" r="28" fill="none" stroke={edge} strokeWidth="2" />
    <text
      x="50"
      y="62"
      textAnchor="middle"
      fontSize="34"
      fontWeight="900"
      fill={edge}
      fontFamily={FONT}
    >
      {mark}
    </text>
  </g>
);

export const crescent = (fill: string): ReactElement => (
  <g>
    <path d="M62 12 A40 40 0 1 0 62 88 A32 32 0 1 1 62 12Z" fill={fill} />
    <path d="M74 40 l4 10 l10 1 l-8 6 l3 10 l-9 -6 l-9 6 l3 -10 l-8 -6 l10 -1Z" fill={fill} />
  </g>
);

export const lamp = (fill: string, flame: string): ReactElement => (
  <g>
    <path d="M14 62 C20 48 44 46 60 52 L86 40 C84 50 76 60 64 66 C52 74 26 74 14 62Z" fill={fill} />
    <rect x="32" y="68" width="30" height="8" rx="3" fill={fill} />
    <path d="M86 40 C90 30 88 22 84 16 C80 26 80 32 86 40Z" fill={flame} />
    <ellipse cx="42" cy="52" rx="10" ry="4" fill="#fff3c4" opacity="0.7" />
  </g>
);

export const turban = (cloth: string, jewel: string): ReactElement => (
  <g>
    <path d="M16 60 C14 30 36 16 50 16 C64 16 86 30 84 60 Z" fill={cloth} />
    <path d="M14 60 L86 60 L82 76 L18 76Z" fill={cloth} stroke="#7a4a00" strokeWidth="3" />
    <path d="M24 36 C40 46 60 46 76 36" stroke="#fff3c4" strokeWidth="3" fill="none" />
    <circle cx="50" cy="48" r="8" fill={jewel} stroke="#fff" strokeWidth="2" />
    <path d="M50 40 C46 26 56 14 64 10 C60 22 58 32 50 40Z" fill="#fff" />
  </g>
);

export const tulip = (fill: string, light: string): ReactElement => (
  <g>
    <path d="M50 56 C48 70 50 80 50 92" stroke="#3f9b3a" strokeWidth="5" fill="none" />
    <path d="M50 86 C40 72 26 70 22 74 C28 84 40 88 50 86Z" fill="#4fc24a" />
    <path
      d="M28 20 L40 32 L50 14 L60 32 L72 20 C76 44 70 60 50 60 C30 60 24 44 28 20Z"
      fill={fill}
    />
    <path d="M40 32 C40 44 44 52 50 56" stroke={light} strokeWidth="3" fill="none" />
  </g>
);

export const clover = (): ReactElement => (
  <g>
    {[
      [38, 38],
      [62, 38],
      [38, 62],
      [62, 62],
    ].map(([x, y]) => (
      <circle
        key={`${x}${y}`}
        cx={x}
        cy={y}
        r="15"
        fill="#2e9e46"
        stroke="#1d6b2e"
        strokeWidth="2"
      />
    ))}
    <path d="M52 60 C60 74 66 84 72 90" stroke="#1d6b2e" strokeWidth="5" fill="none" />
  </g>
);

export const horseshoe = (metal: string): ReactElement => (
  <g>
    <path
      d="M24 86 L20 50 C18 24 34 12 50 12 C66 12 82 24 80 50 L76 86 L60 86 L64 50 C66 34 58 28 50 28 C42 28 34 34 36 50 L40 86Z"
      fill={metal}
      stroke="#555"
      strokeWidth="2"
    />
    {[30, 50, 70].map((y) => (
      <circle key={y} cx={y === 50 ? 25 : 28} cy={y} r="3" fill="#333" />
    ))}
  </g>
);

export const simit = (): ReactElement => (
  <g>
    <circle cx="50" cy="50" r="34" fill="none" stroke="#c7782a" strokeWidth="20" />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
      <circle
        key={a}
        cx={50 + 34 * Math.cos((a * Math.PI) / 180)}
        cy={50 + 34 * Math.sin((a * Math.PI) / 180)}
        r="2.5"
        fill="#fff3c4"
      />
    ))}
  </g>
);

export const teaGlass = (): ReactElement => (
  <g>
    <ellipse cx="50" cy="86" rx="34" ry="7" fill="#d9d9d9" stroke="#999" strokeWidth="2" />
    <path
      d="M32 20 L68 20 C62 40 62 48 66 56 C70 66 64 80 56 80 L44 80 C36 80 30 66 34 56 C38 48 38 40 32 20Z"
      fill="#b0231a"
      opacity="0.9"
    />
    <path d="M32 20 L68 20" stroke="#eee" strokeWidth="3" />
  </g>
);

export const ferry = (): ReactElement => (
  <g>
    <path d="M8 60 L92 60 L82 80 L18 80Z" fill="#f2f2f2" stroke="#1d2233" strokeWidth="3" />
    <rect x="24" y="44" width="50" height="16" fill="#f2f2f2" stroke="#1d2233" strokeWidth="3" />
    <rect x="44" y="26" width="10" height="18" fill="#1d2233" />
    <path
      d="M6 88 C20 82 30 94 46 88 C60 82 72 94 94 88"
      stroke="#2b7bd6"
      strokeWidth="4"
      fill="none"
    />
  </g>
);

export const tower = (stone: string, roof: string): ReactElement => (
  <g>
    <path d="M50 6 L70 34 L30 34Z" fill={roof} />
    <rect x="32" y="34" width="36" height="58" fill={stone} stroke="#6a5a40" strokeWidth="2" />
    <path d="M40 46 L40 56 M50 46 L50 56 M60 46 L60 56" stroke="#3a2a1a" strokeWidth="4" />
    <text
      x="50"
      y="84"
      textAnchor="middle"
      fontSize="13"
      fontWeight="900"
      fill="#3a2a1a"
      fontFamily="Arial, sans-serif"
    >
      WILD
    </text>
  </g>
);

export const lantern = (glow: string): ReactElement => (
  <g>
    <path d="M50 6 L50 18" stroke="#555" strokeWidth="4" />
    <path d="M34 18 L66 18 L60 26 L40 26Z" fill="#3a2a1a" />
    <path d="M40 26 L60 26 L70 70 L30 70Z" fill={glow} stroke="#3a2a1a" strokeWidth="3" />
    <path d="M50 34 C44 44 44 54 50 62 C56 54 56 44 50 34Z" fill="#fff3c4" />
    <path d="M28 70 L72 70 L66 82 L34 82Z" fill="#3a2a1a" />
  </g>
);
