/** One schema change; statements run in order inside one transaction. */
export interface Migration {
  /** Sortable and unique: `NNNN_what_it_does`. */
  id: string;
  statements: string[];
}
