import { gameMessage, isGameMessage } from './casino';

describe('game messages (spec §4)', () => {
  it('recognises exactly the exit and reload commands of the built-in provider', () => {
    expect(gameMessage('exit')).toEqual({ source: 'oyna-games', command: 'exit' });
    expect(isGameMessage({ source: 'oyna-games', command: 'reload' })).toBe(true);
    expect(isGameMessage({ source: 'oyna-games', command: 'pay' })).toBe(false);
    expect(isGameMessage({ source: 'other', command: 'exit' })).toBe(false);
    expect(isGameMessage('exit')).toBe(false);
    expect(isGameMessage(null)).toBe(false);
  });
});
