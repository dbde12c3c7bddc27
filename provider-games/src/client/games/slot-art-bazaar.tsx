import type { ReactElement } from 'react';

/** The fruit bazaar's pieces: fruit, its basket and the trader's scale. */

export const fruit = (fill: string, light: string, leaf = '#3f9b3a'): ReactElement => (
  <g>
    <circle cx="50" cy="56" r="30" fill={fill} />
    <circle cx="40" cy="46" r="8" fill={light} />
    <path d="M50 26 C54 14 68 12 74 18 C66 26 56 26 50 26Z" fill={leaf} />
  </g>
);

export const grape = (fill: string, light: string): ReactElement => (
  <g>
    {[
      [38, 34],
      [62, 34],
      [50, 34],
      [32, 50],
      [50, 50],
      [68, 50],
      [40, 66],
      [60, 66],
      [50, 82],
    ].map(([x, y]) => (
      <circle key={`${x}${y}`} cx={x} cy={y} r="11" fill={fill} stroke={light} strokeWidth="2" />
    ))}
    <path d="M50 24 C52 14 62 10 70 12" stroke="#3f9b3a" strokeWidth="5" fill="none" />
  </g>
);

export const fig = (fill: string, inner: string): ReactElement => (
  <g>
    <path d="M50 14 C56 30 82 44 78 68 C74 88 26 88 22 68 C18 44 44 30 50 14Z" fill={fill} />
    <path d="M38 58 C42 72 58 72 62 58 C58 50 42 50 38 58Z" fill={inner} />
    <path d="M50 14 l6 -6" stroke="#3f9b3a" strokeWidth="5" strokeLinecap="round" />
  </g>
);

export const pomegranate = (fill: string, crown: string): ReactElement => (
  <g>
    <circle cx="50" cy="56" r="32" fill={fill} />
    <path d="M38 26 L42 14 L50 22 L58 14 L62 26Z" fill={crown} />
    <circle cx="38" cy="46" r="7" fill="#ff9aa8" />
  </g>
);

export const watermelon = (): ReactElement => (
  <g>
    <path d="M10 40 A40 40 0 0 0 90 40Z" fill="#3f9b3a" />
    <path d="M16 40 A34 34 0 0 0 84 40Z" fill="#ff4d5e" />
    {[30, 44, 56, 70].map((x) => (
      <ellipse key={x} cx={x} cy={52 + (x % 3)} rx="2.5" ry="4" fill="#222" />
    ))}
  </g>
);

export const basket = (wicker: string): ReactElement => (
  <g>
    <path d="M26 44 C26 14 74 14 74 44" stroke={wicker} strokeWidth="6" fill="none" />
    <circle cx="38" cy="40" r="10" fill="#e0283f" />
    <circle cx="56" cy="38" r="10" fill="#ff8a1c" />
    <circle cx="48" cy="30" r="9" fill="#7a3cc4" />
    <path d="M14 44 L86 44 L76 84 L24 84Z" fill={wicker} stroke="#6a3b00" strokeWidth="3" />
    <path d="M22 58 L78 58 M26 72 L74 72" stroke="#6a3b00" strokeWidth="3" />
    <text
      x="50"
      y="70"
      textAnchor="middle"
      fontSize="15"
      fontWeight="900"
      fill="#fff"
      fontFamily="Arial, sans-serif"
    >
      WILD
    </text>
  </g>
);

export const scale = (metal: string): ReactElement => (
  <g>
    <path
      d="M50 14 L50 80 M30 86 L70 86 M18 30 L82 30"
      stroke={metal}
      strokeWidth="5"
      strokeLinecap="round"
    />
    <path
      d="M18 30 L8 56 L28 56Z M82 30 L72 56 L92 56Z"
      stroke={metal}
      strokeWidth="3"
      fill="none"
    />
    <path d="M6 56 A12 8 0 0 0 30 56Z M70 56 A12 8 0 0 0 94 56Z" fill={metal} />
    <circle cx="50" cy="14" r="6" fill={metal} />
  </g>
);
