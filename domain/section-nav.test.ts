import { describe, expect, it } from 'vitest';
import { activeSection, ANCHOR_CLICK_LOCK_MS, scrollTargetY } from './section-nav';

describe('section in view', () => {
  const at = (a: number, b: number, c: number) => [
    { id: 'beskrivning', top: a },
    { id: 'specifikationer', top: b },
    { id: 'omdomen', top: c },
  ];

  it('is none before the first section reaches the navigation', () => {
    expect(activeSection(at(300, 900, 1500), 60)).toBeNull();
  });

  it('is the last section whose top has passed the navigation', () => {
    expect(activeSection(at(60, 700, 1300), 60)).toBe('beskrivning');
    expect(activeSection(at(-500, 40, 700), 60)).toBe('specifikationer');
    expect(activeSection(at(-1500, -800, 66), 60)).toBe('omdomen');
  });
});

describe('scroll target', () => {
  it('puts the section just below the sticky navigation', () => {
    expect(scrollTargetY(1200, 64)).toBe(1136);
  });

  it('never scrolls above the page', () => {
    expect(scrollTargetY(20, 64)).toBe(0);
  });

  it('locks the highlight for one second after a click', () => {
    expect(ANCHOR_CLICK_LOCK_MS).toBe(1000);
  });
});
