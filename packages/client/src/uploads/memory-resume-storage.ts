import type { ResumeStorage } from './ports';

/** Resume storage that lives as long as the page (or process): for tests, and where `localStorage` is missing. */
export class MemoryResumeStorage implements ResumeStorage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  keys(): string[] {
    return [...this.#items.keys()];
  }
}
