import { looksLikeBot, MIN_FILL_MS } from './bot-check';

const START = Date.UTC(2026, 10, 18, 17, 0, 0);

describe('looksLikeBot', () => {
  it('lets through a person who took their time and left the hidden field empty', () => {
    expect(looksLikeBot({ honeypot: '', startedAt: START, now: START + 45_000 })).toBe(false);
  });

  it('counts exactly MIN_FILL_MS as enough time', () => {
    expect(MIN_FILL_MS).toBe(3000);
    expect(looksLikeBot({ honeypot: '', startedAt: START, now: START + MIN_FILL_MS })).toBe(false);
    expect(looksLikeBot({ honeypot: '', startedAt: START, now: START + MIN_FILL_MS - 1 })).toBe(true);
  });

  it('flags a filled hidden field, however long the visit', () => {
    expect(looksLikeBot({ honeypot: 'https://spam.example', startedAt: START, now: START + 60_000 })).toBe(
      true,
    );
  });

  it('ignores a hidden field holding only spaces', () => {
    expect(looksLikeBot({ honeypot: '   ', startedAt: START, now: START + 60_000 })).toBe(false);
  });

  it('flags a clock that went backwards as too fast', () => {
    expect(looksLikeBot({ honeypot: '', startedAt: START, now: START - 1 })).toBe(true);
  });
});
