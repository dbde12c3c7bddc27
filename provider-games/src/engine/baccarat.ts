/**
 * Punto banco from an 8-deck shoe (notes/provably-fair.md › Floats -> events). Every round deals
 * from a freshly shuffled shoe: card i (i = 0 … 5) is a partial Fisher–Yates draw,
 * j = i + floor(float_i × (416 − i)), so each card is uniform over the cards still in the shoe.
 * Cards are dealt player, banker, player, banker, then the third cards by the standard drawing
 * table (player's first). A round reads 6 floats = 24 bytes.
 *
 * Pays: player 1:1, banker 1:1 less 5 % commission (rounded down to the kuruş), tie 8:1; a tie
 * returns the player and banker stakes (push). Exact house edges (baccarat.test.ts computes them
 * over every ordered six-card deal): banker 1.06 %, player 1.24 %, tie 14.36 %.
 */
export const BACCARAT_DECKS = 8;
export const SHOE_CARDS = 52 * BACCARAT_DECKS;
export const BACCARAT_CARDS_READ = 6;
export const BACCARAT_BYTES = 4 * BACCARAT_CARDS_READ;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Record<BaccaratSpot, number>;
export type BaccaratWinner = BaccaratSpot;

/** A card is 0–51: rank = card mod 13 (0 ace … 12 king), suit = floor(card / 13). */
export function cardValue(card: number): number {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
}

export function handTotal(cards: readonly number[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/**
 * The standard drawing table. Player: draws on 0–5, stands on 6–7. Banker, when the player stood:
 * draws on 0–5. When the player drew a third card worth p: banker 0–2 draws; 3 draws unless
 * p = 8; 4 draws on p 2–7; 5 on p 4–7; 6 on p 6–7; 7 stands. A natural (8 or 9 on two cards of
 * either hand) ends the deal.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a coup from the cards in shoe order (at least 6; extra are not read). */
export function dealCoup(cards: readonly number[]): { player: number[]; banker: number[] } {
  const at = (i: number) => {
    const card = cards[i];
    if (card === undefined) throw new RangeError('a coup needs 6 cards');
    return card;
  };
  const player = [at(0), at(2)];
  const banker = [at(1), at(3)];
  let next = 4;
  const p = handTotal(player);
  const b = handTotal(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (p <= 5) {
    const card = at(next);
    next += 1;
    player.push(card);
    playerThird = cardValue(card);
  }
  if (bankerDraws(b, playerThird)) banker.push(at(next));
  return { player, banker };
}

/** The six cards a round's floats draw from a fresh 8-deck shoe (partial Fisher–Yates). */
export function drawCards(floats: readonly number[]): number[] {
  if (floats.length < BACCARAT_CARDS_READ) throw new RangeError('a coup needs 6 floats');
  const shoe = new Map<number, number>();
  const get = (i: number) => shoe.get(i) ?? i;
  const out: number[] = [];
  for (let i = 0; i < BACCARAT_CARDS_READ; i += 1) {
    const j = i + Math.floor((floats[i] ?? 0) * (SHOE_CARDS - i));
    const picked = get(j);
    shoe.set(j, get(i));
    out.push(picked % 52);
  }
  return out;
}

export function dealBaccarat(floats: readonly number[]): { player: number[]; banker: number[] } {
  return dealCoup(drawCards(floats));
}

export function baccaratWinner(outcome: { player: number[]; banker: number[] }): BaccaratWinner {
  const p = handTotal(outcome.player);
  const b = handTotal(outcome.banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** Payout "to 1" of each spot (the banker's before its 5 % commission). */
export const BACCARAT_PAYOUTS: Readonly<Record<BaccaratSpot, number>> = {
  player: 1,
  banker: 1,
  tie: 8,
};

/** What a bet on a spot returns (stake included, 0 for a loss), in minor units. */
export function baccaratReturn(spot: BaccaratSpot, amount: number, winner: BaccaratWinner): number {
  if (amount === 0) return 0;
  if (winner === 'tie') return spot === 'tie' ? amount * (BACCARAT_PAYOUTS.tie + 1) : amount;
  if (spot !== winner) return 0;
  // Banker wins pay 0.95 to 1: the commission's fraction of a kuruş stays with the house.
  return spot === 'banker' ? amount + Math.floor((amount * 95) / 100) : 2 * amount;
}

export function settleBaccarat(bets: BaccaratBets, winner: BaccaratWinner): number {
  return BACCARAT_SPOTS.reduce((sum, spot) => sum + baccaratReturn(spot, bets[spot], winner), 0);
}

/**
 * The part of a coup's stake its own bets hedge, in minor units (spec §1 promotions and bonuses:
 * covering both outcomes counts nothing toward a bonus's wagering): what the bets return whatever
 * the coup's winner, never more than the stake. Player and banker alike hedge the banker's return
 * (player 100 + banker 100 hedges 195: a tie pushes both); one side alone hedges nothing.
 */
export function baccaratHedgedMinor(bets: BaccaratBets): number {
  const stake = bets.player + bets.banker + bets.tie;
  const guaranteed = Math.min(...BACCARAT_SPOTS.map((winner) => settleBaccarat(bets, winner)));
  return Math.min(stake, guaranteed);
}

/**
 * A tie returns 9× its stake and nothing returns more per unit staked (player 2×, banker
 * 1.95×, a pushed stake 1×), so no spread of bets returns more than 9× the total staked.
 */
export const BACCARAT_MAX_MULTIPLIER_X100 = 100 * (BACCARAT_PAYOUTS.tie + 1);

/**
 * Probability of each result, exact: over all ordered six-card draws from the 8-deck shoe by
 * card value (ten values: 0 for 10–K, 128 cards; 1–9, 32 cards each). Every weight is an integer
 * and their sum, 416·415·…·411 < 2^53, is exact in a double.
 */
export function baccaratOdds(): { total: number; counts: Record<BaccaratWinner, number> } {
  const counts: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const left = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * BACCARAT_DECKS);
  // A card of each value to deal with: value v → card v - 1 (ace … nine), 0 → a ten.
  const cardOf = (v: number) => (v === 0 ? 9 : v - 1);
  const drawn: number[] = [];
  let total = 0;
  const walk = (depth: number, weight: number, remaining: number) => {
    if (depth === BACCARAT_CARDS_READ) {
      counts[baccaratWinner(dealCoup(drawn))] += weight;
      total += weight;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      const n = left[v] ?? 0;
      if (n === 0) continue;
      left[v] = n - 1;
      drawn.push(cardOf(v));
      walk(depth + 1, weight * n, remaining - 1);
      drawn.pop();
      left[v] = n;
    }
  };
  walk(0, 1, SHOE_CARDS);
  return { total, counts };
}

/** Return to player of each spot from the exact odds (banker's commission taken as exact 5 %). */
export function baccaratRtp(odds = baccaratOdds()): Record<BaccaratSpot, number> {
  const { total, counts } = odds;
  return {
    player: (2 * counts.player + counts.tie) / total,
    banker: (1.95 * counts.banker + counts.tie) / total,
    tie: (9 * counts.tie) / total,
  };
}

/**
 * The game's stated RTP: its best bet, the banker, 98.94 % (house edge 1.06 %). Player 98.76 %,
 * tie 85.64 %. baccarat.test.ts recomputes each.
 */
export const BACCARAT_RTP = 0.98942;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** "A♠", "10♥": a card as the table shows it. */
export function cardLabel(card: number): string {
  return `${RANKS[card % 13] ?? '?'}${SUITS[Math.floor(card / 13) % 4] ?? '?'}`;
}

export function cardSuitColor(card: number): 'red' | 'black' {
  const suit = Math.floor(card / 13) % 4;
  return suit === 1 || suit === 2 ? 'red' : 'black';
}

/** Why a set of baccarat bets is not valid (besides its total), or null. */
export function invalidBaccaratBets(bets: BaccaratBets): string | null {
  for (const spot of BACCARAT_SPOTS) {
    if (!Number.isInteger(bets[spot]) || bets[spot] < 0)
      return `${spot} must be a whole amount ≥ 0`;
  }
  return bets.player + bets.banker + bets.tie > 0 ? null : 'stake at least one spot';
}
