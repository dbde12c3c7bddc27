import { gameMessage } from '@oyna/contracts';
import { acceptGameMessage, originOf } from './game-messages';

describe('messages from the game (spec §4; ASVS §3.5.5: exact origin, own frame only)', () => {
  const frame = {};
  const expected = { origin: 'http://localhost:8080', source: frame };

  it('accepts exit and reload from the frame at the launch origin', () => {
    expect(
      acceptGameMessage(
        { origin: 'http://localhost:8080', source: frame as never, data: gameMessage('exit') },
        expected,
      ),
    ).toBe('exit');
    expect(
      acceptGameMessage(
        { origin: 'http://localhost:8080', source: frame as never, data: gameMessage('reload') },
        expected,
      ),
    ).toBe('reload');
  });

  it('ignores a foreign origin, another window and anything that is not a game message', () => {
    const data = gameMessage('exit');
    expect(
      acceptGameMessage({ origin: 'http://evil.example', source: frame as never, data }, expected),
    ).toBeNull();
    expect(
      acceptGameMessage(
        { origin: 'http://localhost:8080.evil.example', source: frame as never, data },
        expected,
      ),
    ).toBeNull();
    expect(
      acceptGameMessage({ origin: 'http://localhost:8080', source: {} as never, data }, expected),
    ).toBeNull();
    expect(
      acceptGameMessage(
        { origin: 'http://localhost:8080', source: frame as never, data: { command: 'exit' } },
        expected,
      ),
    ).toBeNull();
    expect(
      acceptGameMessage(
        { origin: 'http://localhost:8080', source: null, data },
        { ...expected, source: null },
      ),
    ).toBeNull();
  });

  it('takes the origin of a relative launch URL from the site', () => {
    expect(originOf('/provider/games/play/x', 'http://localhost:8080/casino/slot')).toBe(
      'http://localhost:8080',
    );
    expect(originOf('https://games.example/p', 'http://localhost:8080/')).toBe(
      'https://games.example',
    );
  });
});
