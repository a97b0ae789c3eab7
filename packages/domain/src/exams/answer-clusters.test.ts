import { describe, expect, it } from 'vitest';
import { clusterAnswers, clusterKey } from './answer-clusters';

describe('clusterAnswers', () => {
  it('groups the same words after normalisation', () => {
    const clusters = clusterAnswers([
      { item: 1, text: 'The water evaporates.' },
      { item: 2, text: '  the   WATER evaporates' },
      { item: 3, text: 'salt is left' },
    ]);
    expect(clusters[0]).toMatchObject({ kind: 'same', items: [1, 2] });
    expect(clusters[1]).toMatchObject({ kind: 'single', items: [3] });
  });

  it('joins near-identical answers to the most common spelling', () => {
    const clusters = clusterAnswers([
      { item: 1, text: 'the water evaporates' },
      { item: 2, text: 'the water evaporates' },
      { item: 3, text: 'the water evaporate' },
      { item: 4, text: 'the salt dissolves' },
    ]);
    expect(clusters[0]).toMatchObject({ kind: 'near', label: 'the water evaporates', items: [1, 2, 3] });
    expect(clusters[1]!.items).toEqual([4]);
  });

  it('never joins short answers that differ', () => {
    const clusters = clusterAnswers([
      { item: 1, text: 'more' },
      { item: 2, text: 'mora' },
    ]);
    expect(clusters).toHaveLength(2);
  });

  it('keys blank answers together', () => {
    expect(clusterKey('')).toBe('');
    expect(
      clusterAnswers([
        { item: 1, text: '' },
        { item: 2, text: ' ' },
      ]),
    ).toHaveLength(1);
  });
});
