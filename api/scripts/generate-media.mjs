#!/usr/bin/env node
// Writes the seed images of the site content (spec §2 banners, promotions, popup, games) into api/media as small hand-made SVGs:
// banner slides in three sizes (spec §2: default; 992 px and up; 1200 px and up), promotion cards
// and detail images, the popup in three sizes, game thumbnails of the top-winners card and the
// animated poster of the casino video banner. Re-run after changing a text:
//   node api/scripts/generate-media.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out =
  process.env.MEDIA_OUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media');
fs.mkdirSync(out, { recursive: true });

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "font-family='Segoe UI, Roboto, Helvetica, Arial, sans-serif'";

/** A wide promotional picture: gradient, decorative rings, a headline, a line and a pill. */
function banner({ w, h, from, to, accent, title, line, cta, motif }) {
  const scale = h / 360;
  const x = Math.round(w * 0.07);
  const t = Math.round(46 * scale * (w < 700 ? 0.9 : 1));
  const l = Math.round(22 * scale);
  const pillW = Math.round((cta.length * 11 + 48) * scale);
  const cx = Math.round(w * 0.8);
  const cy = Math.round(h * 0.5);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='${w}' height='${h}' fill='url(#g)'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(h * 0.42)}' fill='none' stroke='${accent}' stroke-opacity='.35' stroke-width='${Math.round(10 * scale)}'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(h * 0.27)}' fill='${accent}' fill-opacity='.18'/>
<text x='${cx}' y='${cy + Math.round(30 * scale)}' text-anchor='middle' font-size='${Math.round(90 * scale)}' ${FONT} font-weight='800' fill='${accent}'>${esc(motif)}</text>
<text x='${x}' y='${Math.round(h * 0.38)}' font-size='${t}' ${FONT} font-weight='800' fill='#fff'>${esc(title)}</text>
<text x='${x}' y='${Math.round(h * 0.38 + t * 1.1)}' font-size='${l}' ${FONT} fill='#f1f5f9'>${esc(line)}</text>
<rect x='${x}' y='${Math.round(h * 0.68)}' width='${pillW}' height='${Math.round(44 * scale)}' rx='${Math.round(22 * scale)}' fill='${accent}'/>
<text x='${x + pillW / 2}' y='${Math.round(h * 0.68 + 29 * scale)}' text-anchor='middle' font-size='${Math.round(18 * scale)}' ${FONT} font-weight='700' fill='#111827'>${esc(cta)}</text>
</svg>
`;
}

/** Words in lines of at most `max` characters (a phone picture's headline wraps, never runs off). */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max)
      lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * The same slide drawn for a phone's shape (3:2, the box a phone gives it: spec §9's 15 rem at
 * 360–575 px): the motif above, the headline wrapped under it, nothing near an edge.
 */
function phoneBanner({ w, h, from, to, accent, title, line, cta, motif }) {
  const x = Math.round(w * 0.07);
  const t = 40;
  const l = 22;
  // The words keep to the left 62 %, the motif to the right: they never meet.
  const textW = Math.round(w * 0.62) - x;
  const titleLines = wrap(title, Math.floor(textW / (t * 0.62)));
  const lineLines = wrap(line, Math.floor(textW / (l * 0.55)));
  const pillW = Math.round(cta.length * 12 + 56);
  const cx = Math.round(w * 0.8);
  const cy = Math.round(h * 0.45);
  let y = Math.round(h * 0.06);
  const texts = [];
  for (const text of titleLines) {
    y += Math.round(t * 1.15);
    texts.push(
      `<text x='${x}' y='${y}' font-size='${t}' ${FONT} font-weight='800' fill='#fff'>${esc(text)}</text>`,
    );
  }
  y += 8;
  for (const text of lineLines) {
    y += Math.round(l * 1.3);
    texts.push(
      `<text x='${x}' y='${y}' font-size='${l}' ${FONT} fill='#f1f5f9'>${esc(text)}</text>`,
    );
  }
  const pillY = h - 80;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='${w}' height='${h}' fill='url(#g)'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(w * 0.15)}' fill='none' stroke='${accent}' stroke-opacity='.35' stroke-width='8'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(w * 0.1)}' fill='${accent}' fill-opacity='.18'/>
<text x='${cx}' y='${cy + 16}' text-anchor='middle' font-size='${motif.length > 3 ? 36 : 46}' ${FONT} font-weight='800' fill='${accent}' fill-opacity='.9'>${esc(motif)}</text>
${texts.join('')}
<rect x='${x}' y='${pillY}' width='${pillW}' height='48' rx='24' fill='${accent}'/>
<text x='${x + pillW / 2}' y='${pillY + 31}' text-anchor='middle' font-size='20' ${FONT} font-weight='700' fill='#111827'>${esc(cta)}</text>
</svg>
`;
}

const write = (name, svg) => fs.writeFileSync(path.join(out, name), svg.replace(/\n/g, ''));

const SLIDE_SIZES = [
  [576, 300],
  [992, 330],
  [1200, 360],
];

/** Banner slides (see db/migrations/data/0031-banners.ts for their slugs, links and order). */
const SLIDES = {
  welcome: {
    colors: ['#4c1d95', '#be185d', '#fbbf24'],
    motif: '%100',
    tr: ['Hoş Geldin Bonusu', 'İlk yatırımına %100, ₺500’ye kadar', 'Hemen Katıl'],
    en: ['Welcome Bonus', '100% on your first deposit, up to ₺500', 'Join Now'],
  },
  live: {
    colors: ['#064e3b', '#0e7490', '#34d399'],
    motif: '90+',
    tr: ['Canlı Bahiste Yüksek Oran', 'Maç başladı, kuponun seninle', 'Canlı Bahis'],
    en: ['Top Odds in Live Betting', 'The match is on and so is your slip', 'Bet Live'],
  },
  slots: {
    colors: ['#7c2d12', '#c2410c', '#fde047'],
    motif: '777',
    tr: ['Haftanın Slotları', 'Her gün yeni oyunlar, anında kazanç', 'Oyna'],
    en: ['Slots of the Week', 'New games every day, instant wins', 'Play'],
  },
  tournament: {
    colors: ['#1e3a8a', '#6d28d9', '#fbbf24'],
    motif: '★',
    tr: ['Slot Turnuvası', '250.000 ₺ ödül havuzu, her hafta', 'Katıl'],
    en: ['Slot Tournament', '₺250,000 prize pool every week', 'Enter'],
  },
  jackpot: {
    colors: ['#111827', '#78350f', '#f59e0b'],
    motif: '₺',
    tr: ['Jackpot Avı', 'Büyük ödül her an düşebilir', 'Keşfet'],
    en: ['Jackpot Hunt', 'The big prize can drop at any spin', 'Explore'],
  },
  roulette: {
    colors: ['#450a0a', '#991b1b', '#fca5a5'],
    motif: '0',
    // RNG tables, not a live-video studio: the art says so (spec §2 live casino).
    tr: ['Rulet Masaları', 'RNG rulet, masalar 7/24 açık', 'Masaya Otur'],
    en: ['Roulette Tables', 'RNG roulette, tables open 24/7', 'Take a Seat'],
  },
  blackjack: {
    colors: ['#052e16', '#166534', '#86efac'],
    motif: '21',
    tr: ['Blackjack Masaları', 'VIP limitler ve hızlı eller', 'Oyna'],
    en: ['Blackjack Tables', 'VIP limits and fast hands', 'Play'],
  },
};

for (const [key, s] of Object.entries(SLIDES)) {
  for (const lang of ['tr', 'en']) {
    const [title, line, cta] = s[lang];
    for (const [w, h] of SLIDE_SIZES) {
      const [from, to, accent] = s.colors;
      write(
        `slide-${key}-${lang}-${w}.svg`,
        banner({ w, h, from, to, accent, title, line, cta, motif: s.motif }),
      );
    }
    // Below 576 px (migration 0033): the phone's own picture, shaped for its box.
    const [from, to, accent] = s.colors;
    write(
      `slide-${key}-${lang}-phone.svg`,
      phoneBanner({ w: 576, h: 384, from, to, accent, title, line, cta, motif: s.motif }),
    );
  }
}

/** Promotions: a card (list) and a detail image (the second image, spec §3). */
const PROMOTIONS = {
  welcome: {
    colors: ['#4c1d95', '#be185d', '#fbbf24'],
    motif: '%100',
    tr: 'Hoş Geldin Bonusu',
    en: 'Welcome Bonus',
  },
  cashback: {
    colors: ['#0f172a', '#0369a1', '#38bdf8'],
    motif: '%10',
    tr: 'Haftalık Kayıp Bonusu',
    en: 'Weekly Cashback',
  },
  freespins: {
    colors: ['#7c2d12', '#db2777', '#fde047'],
    motif: '50',
    tr: 'Cuma Freespin',
    en: 'Free Spin Friday',
  },
  referral: {
    colors: ['#064e3b', '#15803d', '#a3e635'],
    motif: '+',
    tr: 'Arkadaşını Getir',
    en: 'Refer a Friend',
  },
};
const PROMO_LINES = {
  tr: { card: 'Detaylar için tıkla', detail: 'Kurallar ve koşullar aşağıda' },
  en: { card: 'Tap for details', detail: 'Rules and conditions below' },
};
for (const [key, p] of Object.entries(PROMOTIONS)) {
  for (const lang of ['tr', 'en']) {
    const [from, to, accent] = p.colors;
    const cta = lang === 'tr' ? 'Bonus' : 'Bonus';
    write(
      `promo-${key}-${lang}-card.svg`,
      banner({
        w: 600,
        h: 300,
        from,
        to,
        accent,
        title: p[lang],
        line: PROMO_LINES[lang].card,
        cta,
        motif: p.motif,
      }),
    );
    write(
      `promo-${key}-${lang}-detail.svg`,
      banner({
        w: 900,
        h: 360,
        from,
        to,
        accent,
        title: p[lang],
        line: PROMO_LINES[lang].detail,
        cta,
        motif: p.motif,
      }),
    );
  }
}

/** The popup (spec §2: three image sizes); one picture for both languages. */
for (const [w, h] of [
  [576, 576],
  [992, 560],
  [1200, 600],
]) {
  write(
    `popup-welcome-${w}.svg`,
    banner({
      w,
      h,
      from: '#312e81',
      to: '#be123c',
      accent: '#fbbf24',
      title: '%100 Hoş Geldin',
      line: '100% Welcome Bonus · ₺500',
      cta: 'Promosyonlar · Promotions',
      motif: '★',
    }),
  );
}

/**
 * The popup's picture without words (migration 0033): its title and link are the dialog's own
 * text in the language on screen, so the picture serves both languages and is never cropped.
 */
for (const [w, h] of [
  [576, 324],
  [992, 440],
  [1200, 480],
]) {
  const cx = Math.round(w / 2);
  const cy = Math.round(h / 2);
  write(
    `popup-welcome-art-${w}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#312e81'/><stop offset='1' stop-color='#be123c'/></linearGradient></defs>
<rect width='${w}' height='${h}' fill='url(#g)'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(h * 0.4)}' fill='none' stroke='#fbbf24' stroke-opacity='.35' stroke-width='${Math.round(h * 0.03)}'/>
<circle cx='${cx}' cy='${cy}' r='${Math.round(h * 0.28)}' fill='#fbbf24' fill-opacity='.18'/>
<text x='${cx}' y='${cy + Math.round(h * 0.09)}' text-anchor='middle' font-size='${Math.round(h * 0.26)}' ${FONT} font-weight='800' fill='#fbbf24'>%100</text>
</svg>
`,
  );
}

/** Game thumbnails of the top-winners card (db/migrations/data/0031-top-winners.ts). */
const GAMES = {
  aviator: ['#7f1d1d', '#ef4444', '✈'],
  'sultan-gold': ['#78350f', '#f59e0b', '♛'],
  'fruit-bazaar': ['#14532d', '#22c55e', '♦'],
  'lucky-tulip': ['#831843', '#ec4899', '✿'],
  'galata-wild': ['#1e3a8a', '#60a5fa', 'W'],
  'crash-rocket': ['#312e81', '#a78bfa', '↗'],
  'diamond-seven': ['#164e63', '#22d3ee', '7'],
  'mega-roulette': ['#450a0a', '#f87171', '◎'],
  'blackjack-classic': ['#052e16', '#4ade80', '21'],
  'book-of-anatolia': ['#422006', '#eab308', '✦'],
};
for (const [code, [bg, fg, motif]] of Object.entries(GAMES)) {
  write(
    `game-${code}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>
<rect width='96' height='96' rx='16' fill='${bg}'/>
<circle cx='48' cy='48' r='32' fill='${fg}' fill-opacity='.25'/>
<text x='48' y='62' text-anchor='middle' font-size='38' ${FONT} font-weight='800' fill='${fg}'>${esc(motif)}</text>
</svg>
`,
  );
}

/**
 * Poster of the casino video banner: an animated SVG (SMIL) of drifting lights, so that the
 * banner moves without shipping a video file (spec §2: muted looping background video).
 */
const lights = [
  [120, 80, '#f59e0b', 9],
  [420, 220, '#ec4899', 12],
  [760, 120, '#22d3ee', 10],
  [1040, 260, '#a78bfa', 14],
  [300, 300, '#34d399', 11],
]
  .map(
    ([x, y, c, d]) =>
      `<circle cx='${x}' cy='${y}' r='90' fill='${c}' fill-opacity='.35'><animate attributeName='cx' values='${x};${x + 140};${x}' dur='${d}s' repeatCount='indefinite'/><animate attributeName='r' values='70;120;70' dur='${d / 2}s' repeatCount='indefinite'/></circle>`,
  )
  .join('');
write(
  'video-casino-poster.svg',
  `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='360' viewBox='0 0 1200 360'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='0'><stop offset='0' stop-color='#0b1020'/><stop offset='1' stop-color='#2a0f2f'/></linearGradient><filter id='b'><feGaussianBlur stdDeviation='30'/></filter></defs>
<rect width='1200' height='360' fill='url(#g)'/><g filter='url(#b)'>${lights}</g>
</svg>
`,
);

/** The poster for a phone's shape (3:2, migration 0033): the banner's box there is as tall as its titles need. */
write(
  'video-casino-poster-phone.svg',
  `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='400' viewBox='0 0 600 400'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#0b1020'/><stop offset='1' stop-color='#2a0f2f'/></linearGradient><filter id='b'><feGaussianBlur stdDeviation='30'/></filter></defs>
<rect width='600' height='400' fill='url(#g)'/><g filter='url(#b)'><circle cx='90' cy='90' r='90' fill='#f59e0b' fill-opacity='.35'/><circle cx='300' cy='260' r='90' fill='#ec4899' fill-opacity='.35'/><circle cx='520' cy='110' r='90' fill='#22d3ee' fill-opacity='.35'/><circle cx='480' cy='330' r='80' fill='#a78bfa' fill-opacity='.35'/></g>
</svg>
`,
);

console.log(`media written to ${out}: ${fs.readdirSync(out).length} files`);
