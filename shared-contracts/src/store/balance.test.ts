import { balanceAfter, balancesOf } from './balance';

describe("the balance's parts (spec §1 promotions and bonuses)", () => {
  it('reads an older api answer without parts as all cash', () => {
    expect(balancesOf({ balance: 42.5 })).toEqual({
      balance: 42.5,
      cash: 42.5,
      bonus: 0,
      maxBet: null,
    });
    expect(balancesOf({ balance: 80, cash: 30, bonus: 50 })).toEqual({
      balance: 80,
      cash: 30,
      bonus: 50,
      maxBet: null,
    });
  });

  it("keeps the active bonus's maximum stake, and none when the answer has none", () => {
    expect(balancesOf({ balance: 80, cash: 30, bonus: 50, maxBet: 20 })).toEqual({
      balance: 80,
      cash: 30,
      bonus: 50,
      maxBet: 20,
    });
    expect(balancesOf({ balance: 80, cash: 30, bonus: 50, maxBet: null }).maxBet).toBeNull();
  });

  it('takes a total with its parts whole', () => {
    expect(balanceAfter({ cash: 1, bonus: 2 }, { balance: 20, cash: 20, bonus: 0 })).toEqual({
      balance: 20,
      cash: 20,
      bonus: 0,
      maxBet: null,
    });
  });

  it('takes the maximum stake with the parts, and keeps it after a total alone', () => {
    const known = { cash: 30, bonus: 50, maxBet: 20 };
    expect(balanceAfter(known, { balance: 60, cash: 10, bonus: 50, maxBet: 25 }).maxBet).toBe(25);
    expect(balanceAfter(known, { balance: 60.3 })).toEqual({
      balance: 60.3,
      cash: 10.3,
      bonus: 50,
      maxBet: 20,
    });
    // The parts without a maximum (the bonus closed, or an api of 2.10): no limit any more.
    expect(balanceAfter(known, { balance: 80, cash: 80, bonus: 0 }).maxBet).toBeNull();
  });

  it('after a total alone, assumes cash was staked first until the next poll', () => {
    const known = { cash: 30, bonus: 50 };
    expect(balanceAfter(known, { balance: 60.3 })).toEqual({
      balance: 60.3,
      cash: 10.3,
      bonus: 50,
      maxBet: null,
    });
    expect(balanceAfter(known, { balance: 20 })).toMatchObject({ balance: 20, cash: 0, bonus: 20 });
    expect(balanceAfter(known, { balance: 130 })).toMatchObject({
      balance: 130,
      cash: 80,
      bonus: 50,
    });
    expect(balanceAfter(known, { balance: -1 })).toMatchObject({ balance: -1, cash: -1, bonus: 0 });
  });

  it('leaves parts unknown while they are unknown', () => {
    expect(balanceAfter({ cash: null, bonus: null }, { balance: 5 })).toEqual({
      balance: 5,
      cash: null,
      bonus: null,
      maxBet: null,
    });
    expect(balanceAfter({}, { balance: 5 })).toEqual({
      balance: 5,
      cash: null,
      bonus: null,
      maxBet: null,
    });
  });
});
