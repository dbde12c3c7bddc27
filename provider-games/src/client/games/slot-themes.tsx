import type { CSSProperties, ReactElement } from 'react';
import type { SlotSymbol } from '../../engine';
import * as art from './slot-art';
import { LUCKY_FRUITS_DRAWINGS, SYMBOL_NAMES } from './slot-symbols';

/** A slot's look: its cabinet, reels and symbols (names in tr and en for screen readers and the paytable). */
export interface SlotTheme {
  cabinet: string;
  frame: string;
  reel: string;
  window: string;
  symbols: Record<SlotSymbol, { name: { tr: string; en: string }; drawing: ReactElement }>;
}

const named = (
  drawings: Record<SlotSymbol, ReactElement>,
  names: Record<SlotSymbol, { tr: string; en: string }>,
): SlotTheme['symbols'] =>
  Object.fromEntries(
    Object.entries(drawings).map(([id, drawing]) => [
      id,
      { drawing, name: names[id] ?? { tr: id, en: id } },
    ]),
  );

const same = (text: string) => ({ tr: text, en: text });
const ranks = (fill: string, edge: string) => ({
  ten: { name: same('10'), drawing: art.rank('10', fill, edge) },
  jack: { name: { tr: 'Vale', en: 'Jack' }, drawing: art.rank('J', fill, edge) },
  queen: { name: { tr: 'Kız', en: 'Queen' }, drawing: art.rank('Q', fill, edge) },
  king: { name: { tr: 'Papaz', en: 'King' }, drawing: art.rank('K', fill, edge) },
  ace: { name: { tr: 'As', en: 'Ace' }, drawing: art.rank('A', fill, edge) },
});

export const SLOT_THEMES: Record<string, SlotTheme> = {
  'oyna-lucky-fruits': {
    cabinet: 'linear-gradient(180deg, #3a2a70, #1f1646)',
    frame: '#f5b700',
    reel: 'linear-gradient(180deg, #e9e4ff 0%, #ffffff 50%, #e9e4ff 100%)',
    window: '#0d0a22',
    symbols: named(LUCKY_FRUITS_DRAWINGS, SYMBOL_NAMES),
  },
  'oyna-sultan-gold': {
    cabinet: 'linear-gradient(180deg, #7a1020, #3a0610)',
    frame: '#e8b830',
    reel: 'linear-gradient(180deg, #fff1cf 0%, #fffaf0 50%, #fff1cf 100%)',
    window: '#2a0408',
    symbols: {
      ...ranks('#7a1020', '#e8b830'),
      lamp: { name: { tr: 'Lamba', en: 'Lamp' }, drawing: art.lamp('#d9a520', '#ff7a1c') },
      crescent: { name: { tr: 'Hilal', en: 'Crescent' }, drawing: art.crescent('#1f7a8c') },
      sultan: { name: { tr: 'Sultan', en: 'Sultan' }, drawing: art.turban('#c81d33', '#ffd84d') },
      wild: {
        name: { tr: 'Altın joker', en: 'Gold wild' },
        drawing: art.badge('WILD', '#ffcf3f', '#8a5a00', '#5a2a00'),
      },
      coin: {
        name: { tr: 'Altın para (dağıtıcı)', en: 'Gold coin (scatter)' },
        drawing: art.coin('#ffd84d', '#8a5a00', '☾'),
      },
    },
  },
  'oyna-fruit-bazaar': {
    cabinet: 'linear-gradient(180deg, #2f7a2a, #174012)',
    frame: '#ff9f40',
    reel: 'linear-gradient(180deg, #fff4dc 0%, #fffdf6 50%, #fff4dc 100%)',
    window: '#0f2a0b',
    symbols: {
      grape: { name: { tr: 'Üzüm', en: 'Grapes' }, drawing: art.grape('#6b2fa0', '#b48cf0') },
      fig: { name: { tr: 'İncir', en: 'Fig' }, drawing: art.fig('#5b2a6e', '#ff7a8a') },
      apricot: { name: { tr: 'Kayısı', en: 'Apricot' }, drawing: art.fruit('#ffa530', '#ffd79a') },
      pomegranate: {
        name: { tr: 'Nar', en: 'Pomegranate' },
        drawing: art.pomegranate('#c81d33', '#8a0d1a'),
      },
      watermelon: { name: { tr: 'Karpuz', en: 'Watermelon' }, drawing: art.watermelon() },
      melon: {
        name: { tr: 'Kavun', en: 'Melon' },
        drawing: art.fruit('#e8d44d', '#fff6b0', '#5a8a2a'),
      },
      basket: {
        name: { tr: 'Sepet (joker)', en: 'Basket (wild)' },
        drawing: art.basket('#c7882a'),
      },
      scale: {
        name: { tr: 'Terazi (dağıtıcı)', en: 'Scales (scatter)' },
        drawing: art.scale('#b08a2a'),
      },
    },
  },
  'oyna-lucky-tulip': {
    cabinet: 'linear-gradient(180deg, #b0234a, #5a0a24)',
    frame: '#ffd84d',
    reel: 'linear-gradient(180deg, #ffe6ee 0%, #ffffff 50%, #ffe6ee 100%)',
    window: '#3a0616',
    symbols: {
      ...ranks('#2e9e46', '#0f4a1e'),
      clover: { name: { tr: 'Yonca', en: 'Clover' }, drawing: art.clover() },
      horseshoe: { name: { tr: 'Nal', en: 'Horseshoe' }, drawing: art.horseshoe('#c0c6cc') },
      tulip: { name: { tr: 'Lale', en: 'Tulip' }, drawing: art.tulip('#e0283f', '#ff9aa8') },
      wild: {
        name: { tr: 'Altın lale (joker)', en: 'Golden tulip (wild)' },
        drawing: art.badge('WILD', '#ffcf3f', '#b0234a', '#5a0a24'),
      },
      vase: {
        name: { tr: 'Vazo (dağıtıcı)', en: 'Vase (scatter)' },
        drawing: art.vase('#2b7bd6', '#ffffff'),
      },
    },
  },
  'oyna-galata-wild': {
    cabinet: 'linear-gradient(180deg, #1b4f8a, #0b2547)',
    frame: '#c7d3e0',
    reel: 'linear-gradient(180deg, #e4eef9 0%, #ffffff 50%, #e4eef9 100%)',
    window: '#061a33',
    symbols: {
      ...ranks('#1b4f8a', '#c7d3e0'),
      simit: { name: { tr: 'Simit', en: 'Simit' }, drawing: art.simit() },
      tea: { name: { tr: 'Çay', en: 'Tea' }, drawing: art.teaGlass() },
      ferry: { name: { tr: 'Vapur', en: 'Ferry' }, drawing: art.ferry() },
      tower: {
        name: { tr: 'Galata Kulesi (joker)', en: 'Galata Tower (wild)' },
        drawing: art.tower('#d8c8a0', '#3a5a7a'),
      },
      lantern: {
        name: { tr: 'Fener (dağıtıcı)', en: 'Lantern (scatter)' },
        drawing: art.lantern('#ffb020'),
      },
    },
  },
  'oyna-diamond-seven': {
    cabinet: 'linear-gradient(180deg, #222a3a, #0b0f18)',
    frame: '#4de1ff',
    reel: 'linear-gradient(180deg, #e6f8ff 0%, #ffffff 50%, #e6f8ff 100%)',
    window: '#05080f',
    symbols: {
      cherry: { name: { tr: 'Kiraz', en: 'Cherry' }, drawing: art.cherry() },
      bell: { name: { tr: 'Çan', en: 'Bell' }, drawing: art.bell('#f5b700') },
      bar: { name: same('BAR'), drawing: art.bars(1, '#1d2233') },
      'double-bar': { name: { tr: 'Çift BAR', en: 'Double BAR' }, drawing: art.bars(2, '#1d4a8a') },
      'triple-bar': { name: { tr: 'Üçlü BAR', en: 'Triple BAR' }, drawing: art.bars(3, '#8a1d4a') },
      seven: { name: { tr: 'Yedi', en: 'Seven' }, drawing: art.seven('#e0283f', '#7a0d1a') },
      wild: {
        name: { tr: 'Elmas yedi (joker)', en: 'Diamond seven (wild)' },
        drawing: (
          <g>
            {art.gem('#2bc4f0', '#bff1ff')}
            {art.seven('#ffffff', '#0b3550')}
          </g>
        ),
      },
      star: {
        name: { tr: 'Yıldız (dağıtıcı)', en: 'Star (scatter)' },
        drawing: art.star('#ffcf3f', '#b47a00'),
      },
    },
  },
  'oyna-book-of-anatolia': {
    cabinet: 'linear-gradient(180deg, #8a5a2a, #3a2410)',
    frame: '#e8c070',
    reel: 'linear-gradient(180deg, #f6e8c8 0%, #fffaf0 50%, #f6e8c8 100%)',
    window: '#241408',
    symbols: {
      ...ranks('#8a3a1a', '#e8c070'),
      vase: {
        name: { tr: 'Hitit testisi', en: 'Hittite jug' },
        drawing: art.vase('#b0582a', '#3a2410'),
      },
      lion: { name: { tr: 'Aslan', en: 'Lion' }, drawing: art.lion('#c7882a', '#f0c878') },
      explorer: {
        name: { tr: 'Kaşif', en: 'Explorer' },
        drawing: art.explorer('#8a6a3a', '#f0c8a0'),
      },
      sun: {
        name: { tr: 'Güneş kursu (joker)', en: 'Sun disk (wild)' },
        drawing: art.sunDisk('#ffc83d'),
      },
      book: {
        name: { tr: 'Kitap (dağıtıcı)', en: 'Book (scatter)' },
        drawing: art.book('#7a1d1a', '#ffd84d'),
      },
    },
  },
};

export function themeOf(gameCode: string): SlotTheme {
  return SLOT_THEMES[gameCode] ?? (SLOT_THEMES['oyna-lucky-fruits'] as SlotTheme);
}

/** The cabinet's colours as inline style (set through the DOM, so the page's CSP allows it). */
export function cabinetStyle(theme: SlotTheme): CSSProperties {
  return { background: theme.cabinet, borderColor: theme.frame };
}

export function symbolName(gameCode: string, symbol: SlotSymbol, language: 'tr' | 'en'): string {
  return themeOf(gameCode).symbols[symbol]?.name[language] ?? symbol;
}

export function SymbolIcon({
  game,
  symbol,
  title,
}: {
  game: string;
  symbol: SlotSymbol;
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={`symbol symbol--${symbol}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {themeOf(game).symbols[symbol]?.drawing}
    </svg>
  );
}
