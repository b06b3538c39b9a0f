/** One measured figure; `target` is the goal it is tracked against, if any. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

/** A group of figures; `bench/index.ts` runs every registered bench in order. */
export interface Bench {
  title: string;
  run(): Promise<Figure[]> | Figure[];
}
