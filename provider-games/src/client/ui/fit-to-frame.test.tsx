/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { FitToFrame, fitScale, MIN_FIT_SCALE } from './fit-to-frame';

describe('fitScale', () => {
  it('leaves a game that fits at its size', () => {
    expect(fitScale(700, 540)).toBe(1);
    expect(fitScale(700, 700)).toBe(1);
  });
  it('scales a taller game down to the frame', () => {
    expect(fitScale(600, 800)).toBeCloseTo(0.75);
  });
  it('stops at the smallest playable scale (the frame scrolls from there)', () => {
    expect(fitScale(200, 1000)).toBe(MIN_FIT_SCALE);
  });
  it('does nothing before the frame or the game has a size', () => {
    expect(fitScale(0, 500)).toBe(1);
    expect(fitScale(500, 0)).toBe(1);
  });
});

describe('FitToFrame', () => {
  const observers: (() => void)[] = [];
  beforeAll(() => {
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      value: class {
        constructor(private readonly callback: () => void) {
          observers.push(() => this.callback());
        }
        observe() {}
        disconnect() {}
      },
    });
  });

  it('scales the game when the frame gets shorter than it, and back when it grows', () => {
    let frameHeight = 700;
    const gameHeight = 800;
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => frameHeight);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => gameHeight);
    render(
      <FitToFrame>
        <button type="button">Spin</button>
      </FitToFrame>,
    );
    const content = screen.getByRole('button', { name: 'Spin' }).parentElement!;
    expect(content.style.transform).toBe('scale(0.875)');

    frameHeight = 900; // the phone turned back upright
    act(() => observers.forEach((notify) => notify()));
    expect(content.style.transform).toBe('');
  });
});
