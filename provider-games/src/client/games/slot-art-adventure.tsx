import type { ReactElement } from 'react';

/** The book-of adventure's pieces: the book, the lion, the explorer and the sun disk. */

export const book = (cover: string, mark: string): ReactElement => (
  <g>
    <path
      d="M14 20 L50 28 L86 20 L86 80 L50 88 L14 80Z"
      fill={cover}
      stroke="#3a2a1a"
      strokeWidth="3"
    />
    <path d="M50 28 L50 88" stroke="#3a2a1a" strokeWidth="3" />
    <circle cx="32" cy="52" r="10" fill="none" stroke={mark} strokeWidth="3" />
    <path d="M62 44 L76 44 M62 54 L76 54 M62 64 L72 64" stroke={mark} strokeWidth="3" />
  </g>
);

export const lion = (mane: string, face: string): ReactElement => (
  <g>
    <circle cx="50" cy="50" r="38" fill={mane} />
    <circle cx="50" cy="54" r="24" fill={face} />
    <circle cx="42" cy="48" r="3" fill="#222" />
    <circle cx="58" cy="48" r="3" fill="#222" />
    <path d="M44 60 L56 60 L50 66Z" fill="#6a3b00" />
  </g>
);

export const explorer = (hat: string, skin: string): ReactElement => (
  <g>
    <circle cx="50" cy="56" r="22" fill={skin} />
    <ellipse cx="50" cy="36" rx="40" ry="8" fill={hat} />
    <path d="M30 36 C30 14 70 14 70 36Z" fill={hat} />
    <path d="M30 30 L70 30" stroke="#3a2a1a" strokeWidth="4" />
    <circle cx="42" cy="54" r="3" fill="#222" />
    <circle cx="58" cy="54" r="3" fill="#222" />
    <path d="M42 66 C46 70 54 70 58 66" stroke="#3a2a1a" strokeWidth="3" fill="none" />
  </g>
);

export const sunDisk = (gold: string): ReactElement => (
  <g>
    {Array.from({ length: 12 }, (_, i) => (
      <path key={i} d="M50 4 L55 22 L45 22Z" fill={gold} transform={`rotate(${i * 30} 50 50)`} />
    ))}
    <circle cx="50" cy="50" r="26" fill={gold} stroke="#8a5a00" strokeWidth="3" />
    <text
      x="50"
      y="56"
      textAnchor="middle"
      fontSize="15"
      fontWeight="900"
      fill="#5a2a00"
      fontFamily="Arial, sans-serif"
    >
      WILD
    </text>
  </g>
);
