import type { ReactElement } from 'react';
import type { SlotSymbol } from '../../engine';

/** Lucky Fruits' drawn symbols (SVG, no image files or fonts to load): a 100 × 100 box each. */
export const LUCKY_FRUITS_DRAWINGS: Record<SlotSymbol, ReactElement> = {
  cherry: (
    <g>
      <path
        d="M50 18 C46 40 36 52 32 62 M50 18 C56 40 64 50 70 60"
        stroke="#3f9b3a"
        strokeWidth="5"
        fill="none"
      />
      <path d="M50 18 C62 12 74 16 80 24 C70 28 58 26 50 18Z" fill="#4fc24a" />
      <circle cx="32" cy="68" r="17" fill="#e0283f" />
      <circle cx="70" cy="66" r="17" fill="#c81d33" />
      <circle cx="26" cy="62" r="5" fill="#ff8b98" />
      <circle cx="64" cy="60" r="5" fill="#ff8b98" />
    </g>
  ),
  lemon: (
    <g>
      <ellipse cx="50" cy="52" rx="34" ry="26" fill="#f7d530" transform="rotate(-20 50 52)" />
      <ellipse cx="40" cy="44" rx="10" ry="6" fill="#fff3a6" transform="rotate(-20 40 44)" />
      <path d="M80 34 l8 -6" stroke="#c9a80f" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  orange: (
    <g>
      <circle cx="50" cy="54" r="30" fill="#ff8a1c" />
      <circle cx="40" cy="44" r="7" fill="#ffc27a" />
      <path d="M50 24 C54 12 68 10 74 16 C66 24 56 24 50 24Z" fill="#3f9b3a" />
    </g>
  ),
  plum: (
    <g>
      <ellipse cx="50" cy="55" rx="28" ry="31" fill="#7a3cc4" />
      <path d="M50 26 C46 40 46 70 50 84" stroke="#5b2598" strokeWidth="3" fill="none" />
      <ellipse cx="38" cy="44" rx="6" ry="9" fill="#b48cf0" />
      <path d="M52 24 l10 -10" stroke="#3f9b3a" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  bell: (
    <g>
      <path
        d="M50 14 C30 14 26 36 26 52 C26 64 18 70 16 76 L84 76 C82 70 74 64 74 52 C74 36 70 14 50 14Z"
        fill="#f5b700"
      />
      <path
        d="M36 30 C32 40 32 52 32 60"
        stroke="#fff0a8"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="50" cy="82" r="8" fill="#c98f00" />
    </g>
  ),
  bar: (
    <g>
      <rect
        x="10"
        y="30"
        width="80"
        height="40"
        rx="8"
        fill="#1d2233"
        stroke="#e8e8e8"
        strokeWidth="4"
      />
      <text
        x="50"
        y="60"
        textAnchor="middle"
        fontSize="26"
        fontWeight="900"
        fill="#f2f2f2"
        fontFamily="Arial, sans-serif"
      >
        BAR
      </text>
    </g>
  ),
  seven: (
    <g>
      <text
        x="50"
        y="80"
        textAnchor="middle"
        fontSize="78"
        fontWeight="900"
        fill="#e0283f"
        stroke="#7a0d1a"
        strokeWidth="3"
        fontFamily="Georgia, serif"
      >
        7
      </text>
    </g>
  ),
  wild: (
    <g>
      <path
        d="M50 8 L61 36 L91 38 L68 57 L76 87 L50 70 L24 87 L32 57 L9 38 L39 36Z"
        fill="#ffcf3f"
        stroke="#b47a00"
        strokeWidth="3"
      />
      <text
        x="50"
        y="62"
        textAnchor="middle"
        fontSize="20"
        fontWeight="900"
        fill="#6a3b00"
        fontFamily="Arial, sans-serif"
      >
        WILD
      </text>
    </g>
  ),
  scatter: (
    <g>
      <path d="M50 10 L84 44 L50 90 L16 44Z" fill="#2bc4f0" stroke="#0b6f93" strokeWidth="3" />
      <path
        d="M16 44 L84 44 M50 10 L36 44 L50 90 L64 44Z"
        stroke="#bff1ff"
        strokeWidth="2"
        fill="none"
      />
    </g>
  ),
};

export const SYMBOL_NAMES: Record<SlotSymbol, { tr: string; en: string }> = {
  cherry: { tr: 'Kiraz', en: 'Cherry' },
  lemon: { tr: 'Limon', en: 'Lemon' },
  orange: { tr: 'Portakal', en: 'Orange' },
  plum: { tr: 'Erik', en: 'Plum' },
  bell: { tr: 'Çan', en: 'Bell' },
  bar: { tr: 'BAR', en: 'BAR' },
  seven: { tr: 'Yedi', en: 'Seven' },
  wild: { tr: 'Joker', en: 'Wild' },
  scatter: { tr: 'Elmas (dağıtıcı)', en: 'Diamond (scatter)' },
};
