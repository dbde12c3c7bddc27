import type { ReactElement } from 'react';

/**
 * The drawn pieces the slots' symbols are made of (SVG in a 100 × 100 box, no image files or
 * fonts to load). Each slot's own art (slot-themes.tsx) picks pieces and colours for its theme.
 */
const FONT = 'Georgia, serif';

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

export const vase = (fill: string, band: string): ReactElement => (
  <g>
    <path d="M38 12 L62 12 L60 24 C80 34 82 64 66 84 L34 84 C18 64 20 34 40 24Z" fill={fill} />
    <path d="M26 48 L74 48 M24 58 L76 58" stroke={band} strokeWidth="5" />
    <rect x="34" y="84" width="32" height="6" rx="2" fill={band} />
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
