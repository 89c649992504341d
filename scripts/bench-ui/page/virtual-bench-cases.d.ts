declare module 'virtual:bench-cases' {
  import type { BenchCaseModule } from '../cases/bench-case';
  /** The cases whose components exist in the kit, by id, loaded on demand. */
  export const benchCases: Record<string, () => Promise<BenchCaseModule>>;
}
