/** A promise the test opens when it chooses: holds a scripted answer until then. */
export class Gate {
  readonly #opened: Promise<void>;
  #open!: () => void;

  constructor() {
    this.#opened = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  open(): void {
    this.#open();
  }

  get opened(): Promise<void> {
    return this.#opened;
  }
}
