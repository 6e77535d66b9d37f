/** One line of the evaluation table. */
export interface EvalRow {
  /** Capability, e.g. `normalization`. */
  readonly task: string;
  /** Data set, e.g. `malaytextr/normalized.csv`. */
  readonly dataset: string;
  /** Which part was measured, e.g. `validation` or `held-out 50 %`. */
  readonly split: string;
  /** Metric name, e.g. `exact match` or `macro-F1`. */
  readonly metric: string;
  /** The measured value (a fraction for accuracies and F1, as measured). */
  readonly value: number;
  /** Number of items measured. */
  readonly n: number;
}

/** An evaluation: a name, the model cards it reports into, and a function that measures and returns rows. */
export interface Evaluation {
  readonly name: string;
  /** The model cards (`models/<card>.md`) whose measured block carries these rows. */
  readonly cards: readonly string[];
  readonly run: () => EvalRow[] | Promise<EvalRow[]>;
}
