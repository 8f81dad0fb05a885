/** Time comes from here so tests can move it (expiries, rate-limit windows, sessions). */
export interface Clock {
  now(): Date;
  /** `now()` in milliseconds, without making a Date: for checks every hot request makes. */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };

export class FakeClock implements Clock {
  constructor(private current = new Date('2026-06-15T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  nowMs() {
    return this.current.getTime();
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
