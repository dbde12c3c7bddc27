import { createCallData } from '@oyna/contracts';

/**
 * What the sports remote reads by call (createCallData, docs/decisions/009 › One typed read
 * primitive): the slip's rules (`getSportsConfig`, asked for once the slip has a selection), My
 * bets (`getMyBets`, by tab) and each open bet's cash-out quote (`getCashoutQuote`, keyed
 * `quote:<bet id>`). The book of events is not call data: it is assembled from lists, an opened
 * event and the hub's price pushes applied in place (features/book/book-slice.ts).
 */
export const sportsCalls = createCallData('sportsCalls');
