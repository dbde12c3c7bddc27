import type { ReactElement } from 'react';

/**
 * The slots' drawn pieces that several themes share (SVG in a 100 × 100 box, no image files or
 * fonts to load): card ranks, word badges and a vase. The pieces of each theme family sit beside
 * it (slot-art-*.tsx); slot-art.tsx gathers them all for slot-themes.tsx.
 */
export const FONT = 'Georgia, serif';

/** A card rank (the low symbols): a letter with a coloured outline. */
export const rank = (label: string, fill: string, edge: string): ReactElement => (
  <text
    x="50"
    y="72"
    textAnchor="middle"
    fontSize={label.length > 1 ? 50 : 62}
    fontWeight="900"
    fill={fill}
    stroke={edge}
    strokeWidth="3"
    fontFamily={FONT}
  >
    {label}
  </text>
);

/** A word badge (wilds): a star-burst with a word on it. */
export const badge = (word: string, fill: string, edge: string, ink: string): ReactElement => (
  <g>
    <path
      d="M50 6 L60 30 L86 22 L76 46 L96 60 L70 66 L72 92 L50 78 L28 92 L30 66 L4 60 L24 46 L14 22 L40 30Z"
      fill={fill}
      stroke={edge}
      strokeWidth="3"
    />
    <text
      x="50"
      y="62"
      textAnchor="middle"
      fontSize={word.length > 4 ? 15 : 19}
      fontWeight="900"
      fill={ink}
      fontFamily="Arial, sans-serif"
    >
      {word}
    </text>
  </g>
);

export const vase = (fill: string, band: string): ReactElement => (
  <g>
    <path d="M38 12 L62 12 L60 24 C80 34 82 64 66 84 L34 84 C18 64 20 34 40 24Z" fill={fill} />
    <path d="M26 48 L74 48 M24 58 L76 58" stroke={band} strokeWidth="5" />
    <rect x="34" y="84" width="32" height="6" rx="2" fill={band} />
  </g>
);
