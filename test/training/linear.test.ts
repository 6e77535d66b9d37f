import { describe, expect, it } from 'vitest';
import { balancedWeights, NO_CLASS, predictTrained, trainLogistic, type Example } from '../../training/linear.js';

// Three features: 0 says class 0, 1 says class 1, 2 appears everywhere (a chat word such as `dah`).
const labelled: Example[] = [
  ...Array.from({ length: 20 }, () => ({ features: [0, 2], label: 0 })),
  ...Array.from({ length: 20 }, () => ({ features: [1], label: 1 })),
];

describe('trainLogistic', () => {
  it('learns one-hot labels', () => {
    const model = trainLogistic(labelled, { classes: 2, buckets: 4, epochs: 10, seed: 1 });
    expect(predictTrained(model, [0], 2)[0]).toBeGreaterThan(0.8);
    expect(predictTrained(model, [1], 2)[1]).toBeGreaterThan(0.8);
  });

  it('trains examples of no class towards the uniform distribution, so a word they share says nothing', () => {
    const plain: Example[] = Array.from({ length: 40 }, () => ({ features: [2, 3], label: NO_CLASS }));
    const before = predictTrained(trainLogistic(labelled, { classes: 2, buckets: 4, epochs: 10, seed: 1 }), [2], 2);
    const after = predictTrained(trainLogistic([...labelled, ...plain], { classes: 2, buckets: 4, epochs: 10, seed: 1 }), [2], 2);
    expect(before[0]).toBeGreaterThan(0.7);
    expect(Math.abs((after[0] as number) - 0.5)).toBeLessThan(Math.abs((before[0] as number) - 0.5));
  });

  it('balances classes by inverse frequency with mean 1', () => {
    expect(balancedWeights([0, 0, 0, 1], 2)).toEqual([4 / 6, 2]);
  });
});
