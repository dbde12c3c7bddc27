import type { ReactElement } from 'react';
import { FONT } from './slot-art-common';

/** The classic fruit machine's pieces: gems, bars, sevens, stars, bells and cherries. */

export const gem = (fill: string, light: string): ReactElement => (
  <g>
    <path d="M50 10 L84 44 L50 90 L16 44Z" fill={fill} stroke="#0b3550" strokeWidth="3" />
    <path
      d="M16 44 L84 44 M50 10 L36 44 L50 90 L64 44Z"
      stroke={light}
      strokeWidth="2"
      fill="none"
    />
  </g>
);

export const bars = (count: number, plate: string): ReactElement => (
  <g>
    {Array.from({ length: count }, (_, i) => {
      const height = count === 1 ? 40 : 24;
      const y = 50 - (count * (height + 4)) / 2 + i * (height + 4);
      return (
        <g key={i}>
          <rect
            x="10"
            y={y}
            width="80"
            height={height}
            rx="6"
            fill={plate}
            stroke="#e8e8e8"
            strokeWidth="3"
          />
          <text
            x="50"
            y={y + height * 0.78}
            textAnchor="middle"
            fontSize={height * 0.7}
            fontWeight="900"
            fill="#f2f2f2"
            fontFamily="Arial, sans-serif"
          >
            BAR
          </text>
        </g>
      );
    })}
  </g>
);

export const seven = (fill: string, edge: string): ReactElement => (
  <text
    x="50"
    y="80"
    textAnchor="middle"
    fontSize="78"
    fontWeight="900"
    fill={fill}
    stroke={edge}
    strokeWidth="3"
    fontFamily={FONT}
  >
    7
  </text>
);

export const star = (fill: string, edge: string): ReactElement => (
  <path
    d="M50 8 L61 36 L91 38 L68 57 L76 87 L50 70 L24 87 L32 57 L9 38 L39 36Z"
    fill={fill}
    stroke={edge}
    strokeWidth="3"
  />
);

export const bell = (fill: string): ReactElement => (
  <g>
    <path
      d="M50 14 C30 14 26 36 26 52 C26 64 18 70 16 76 L84 76 C82 70 74 64 74 52 C74 36 70 14 50 14Z"
      fill={fill}
    />
    <circle cx="50" cy="82" r="8" fill="#8a6100" />
  </g>
);

export const cherry = (): ReactElement => (
  <g>
    <path
      d="M50 18 C46 40 36 52 32 62 M50 18 C56 40 64 50 70 60"
      stroke="#3f9b3a"
      strokeWidth="5"
      fill="none"
    />
    <circle cx="32" cy="68" r="17" fill="#e0283f" />
    <circle cx="70" cy="66" r="17" fill="#c81d33" />
  </g>
);
