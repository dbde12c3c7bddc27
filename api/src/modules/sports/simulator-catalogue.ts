import type { Engine } from './pricing';

/**
 * A competition and the teams (or players) that play in it: the feed draws both sides of a fixture
 * from its competition, so a Süper Lig match is between Süper Lig clubs.
 */
export interface CompetitionDef {
  id: string;
  tr: string;
  en: string;
  region: string;
  teams: string[];
}

/** What the embedded feed simulates: each sport's engine and competitions with their teams. */
export interface SportDef {
  key: string;
  tr: string;
  en: string;
  esports: boolean;
  engine: Engine;
  competitions: CompetitionDef[];
  /** goals/points: mean total per game; sets: sets to win and points per set. */
  meanTotal: number;
  length: number;
  setsToWin: number;
  setTarget: number;
}

export const SPORTS: SportDef[] = [
  {
    key: 'football',
    tr: 'Futbol',
    en: 'Football',
    esports: false,
    engine: 'goals',
    competitions: [
      {
        id: 'tr-super-lig',
        tr: 'Süper Lig',
        en: 'Süper Lig',
        region: 'TR',
        teams: [
          'Galatasaray',
          'Fenerbahçe',
          'Beşiktaş',
          'Trabzonspor',
          'Başakşehir',
          'Samsunspor',
          'Göztepe',
          'Kasımpaşa',
        ],
      },
      {
        id: 'en-premier-league',
        tr: 'İngiltere Premier Lig',
        en: 'Premier League',
        region: 'EN',
        teams: [
          'Arsenal',
          'Liverpool',
          'Chelsea',
          'Manchester City',
          'Manchester United',
          'Tottenham',
          'Newcastle United',
          'Aston Villa',
        ],
      },
      {
        id: 'es-laliga',
        tr: 'İspanya LaLiga',
        en: 'LaLiga',
        region: 'ES',
        teams: [
          'Real Madrid',
          'Barcelona',
          'Atlético Madrid',
          'Sevilla',
          'Athletic Club',
          'Real Sociedad',
          'Villarreal',
          'Real Betis',
        ],
      },
      {
        id: 'uefa-cl',
        tr: 'UEFA Şampiyonlar Ligi',
        en: 'UEFA Champions League',
        region: 'INT',
        teams: [
          'Galatasaray',
          'Arsenal',
          'Liverpool',
          'Manchester City',
          'Real Madrid',
          'Barcelona',
          'Bayern München',
          'Inter',
          'Juventus',
          'PSG',
        ],
      },
    ],
    meanTotal: 2.7,
    length: 90,
    setsToWin: 0,
    setTarget: 0,
  },
  {
    key: 'basketball',
    tr: 'Basketbol',
    en: 'Basketball',
    esports: false,
    engine: 'points',
    competitions: [
      {
        id: 'tr-bsl',
        tr: 'Basketbol Süper Ligi',
        en: 'Turkish Super League',
        region: 'TR',
        teams: [
          'Anadolu Efes',
          'Fenerbahçe Beko',
          'Galatasaray MCT',
          'Beşiktaş Fibabanka',
          'Türk Telekom',
          'Bahçeşehir Koleji',
        ],
      },
      {
        id: 'euroleague',
        tr: 'EuroLeague',
        en: 'EuroLeague',
        region: 'INT',
        teams: [
          'Anadolu Efes',
          'Fenerbahçe Beko',
          'Real Madrid',
          'Olympiacos',
          'Panathinaikos',
          'Maccabi Tel Aviv',
          'Virtus Bologna',
          'Monaco',
        ],
      },
    ],
    meanTotal: 165,
    length: 48,
    setsToWin: 0,
    setTarget: 0,
  },
  {
    key: 'tennis',
    tr: 'Tenis',
    en: 'Tennis',
    esports: false,
    engine: 'sets',
    competitions: [
      {
        id: 'atp-tour',
        tr: 'ATP Turu',
        en: 'ATP Tour',
        region: 'INT',
        teams: [
          'C. Alcaraz',
          'J. Sinner',
          'N. Djokovic',
          'A. Zverev',
          'D. Medvedev',
          'C. Ruud',
          'T. Fritz',
        ],
      },
      {
        id: 'wta-tour',
        tr: 'WTA Turu',
        en: 'WTA Tour',
        region: 'INT',
        teams: ['I. Swiatek', 'A. Sabalenka', 'C. Gauff', 'E. Rybakina', 'Z. Sonmez', 'J. Paolini'],
      },
    ],
    meanTotal: 0,
    length: 0,
    setsToWin: 2,
    setTarget: 6,
  },
  {
    key: 'volleyball',
    tr: 'Voleybol',
    en: 'Volleyball',
    esports: false,
    engine: 'sets',
    competitions: [
      {
        id: 'tr-sultanlar',
        tr: 'Sultanlar Ligi',
        en: 'Sultanlar League',
        region: 'TR',
        teams: [
          'VakıfBank',
          'Eczacıbaşı',
          'Fenerbahçe Medicana',
          'THY',
          'Galatasaray Daikin',
          'Aras Kargo',
          'Nilüfer Belediyespor',
        ],
      },
      {
        id: 'tr-efeler',
        tr: 'Efeler Ligi',
        en: 'Efeler League',
        region: 'TR',
        teams: [
          'Halkbank',
          'Ziraat Bankası',
          'Arkas Spor',
          'Fenerbahçe Medicana',
          'Galatasaray HDI Sigorta',
          'Spor Toto',
        ],
      },
    ],
    meanTotal: 0,
    length: 0,
    setsToWin: 3,
    setTarget: 25,
  },
  {
    key: 'counter-strike',
    tr: 'Counter-Strike 2',
    en: 'Counter-Strike 2',
    esports: true,
    engine: 'sets',
    competitions: [
      {
        id: 'cs-iem',
        tr: 'IEM',
        en: 'IEM',
        region: 'INT',
        teams: ['Eternal Fire', 'NAVI', 'Vitality', 'FaZe', 'G2', 'Spirit', 'MOUZ', 'Astralis'],
      },
    ],
    meanTotal: 0,
    length: 0,
    setsToWin: 2,
    setTarget: 13,
  },
  {
    key: 'dota-2',
    tr: 'Dota 2',
    en: 'Dota 2',
    esports: true,
    engine: 'sets',
    competitions: [
      {
        id: 'dota-dpc',
        tr: 'Dota Pro Circuit',
        en: 'Dota Pro Circuit',
        region: 'INT',
        teams: ['Team Spirit', 'Tundra', 'Gaimin Gladiators', 'Team Liquid', 'BetBoom', 'Falcons'],
      },
    ],
    meanTotal: 0,
    length: 0,
    setsToWin: 2,
    setTarget: 10,
  },
  {
    key: 'league-of-legends',
    tr: 'League of Legends',
    en: 'League of Legends',
    esports: true,
    engine: 'sets',
    competitions: [
      {
        id: 'lol-worlds',
        tr: 'Dünya Şampiyonası',
        en: 'World Championship',
        region: 'INT',
        teams: ['T1', 'Gen.G', 'G2 Esports', 'Fnatic', 'JD Gaming', 'Bilibili Gaming', 'Team BDS'],
      },
    ],
    meanTotal: 0,
    length: 0,
    setsToWin: 2,
    setTarget: 10,
  },
];
