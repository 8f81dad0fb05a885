import { describe, expect, it } from 'vitest';
import { StreamAdmission } from './stream-admission';

describe('stream admission', () => {
  it('refuses a stream past the cap of its client, of its subject, or of the process', () => {
    const admission = new StreamAdmission({ perClient: 2, perSubject: 3, total: 4 });
    const a1 = admission.admit('10.0.0.1', 'order-a');
    const a2 = admission.admit('10.0.0.1', 'order-b');
    expect(a1 && a2).toBeTruthy();
    expect(admission.admit('10.0.0.1', 'order-c')).toBeUndefined();
    expect(admission.admit('10.0.0.2', 'order-a')).toBeTruthy();
    expect(admission.admit('10.0.0.3', 'order-a')).toBeTruthy();
    // order-a is watched three times: a fourth client is refused for it, but not for another order.
    expect(admission.admit('10.0.0.4', 'order-a')).toBeUndefined();
    expect(admission.openStreams).toBe(4);
    expect(admission.admit('10.0.0.4', 'order-z')).toBeUndefined();
  });

  it('gives a place back once, however often the release is called', () => {
    const admission = new StreamAdmission({ perClient: 1, perSubject: 1, total: 10 });
    const release = admission.admit('10.0.0.1', 'order-a')!;
    release();
    release();
    expect(admission.openStreams).toBe(0);
    const again = admission.admit('10.0.0.1', 'order-a');
    expect(again).toBeTruthy();
    expect(admission.admit('10.0.0.1', 'order-b')).toBeUndefined();
    expect(admission.openStreams).toBe(1);
  });
});
