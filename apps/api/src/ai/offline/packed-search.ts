import MiniSearch, { type Options } from 'minisearch';

/**
 * The documents of one field that use a term and how often, read from the packed store. MiniSearch's
 * scoring reads a field's postings only through `size`, `keys()` and `get()` of the key just yielded.
 */
class FieldFrequencies {
  private cursor = 0;

  constructor(
    private readonly store: Int32Array,
    private readonly start: number,
    readonly size: number,
  ) {}

  *keys(): IterableIterator<number> {
    for (let i = 0; i < this.size; i++) {
      this.cursor = i;
      yield this.store[this.start + 2 * i]!;
    }
  }

  get(documentId: number): number | undefined {
    if (this.store[this.start + 2 * this.cursor] === documentId)
      return this.store[this.start + 2 * this.cursor + 1];
    for (let i = 0; i < this.size; i++)
      if (this.store[this.start + 2 * i] === documentId) return this.store[this.start + 2 * i + 1];
    return undefined;
  }
}

/** One term's postings in the packed store: `[fields, (fieldId, count, (documentId, frequency) × count) × fields]`. */
class PackedTerm {
  constructor(
    private readonly store: Int32Array,
    private readonly at: number,
  ) {}

  get(fieldId: number): FieldFrequencies | undefined {
    let at = this.at + 1;
    for (let field = 0; field < this.store[this.at]!; field++) {
      const count = this.store[at + 1]!;
      if (this.store[at] === fieldId) return new FieldFrequencies(this.store, at + 2, count);
      at += 2 + 2 * count;
    }
    return undefined;
  }
}

/**
 * MiniSearch whose postings live in one Int32Array instead of a Map per term and field (about 35,000 Maps
 * for the curated library): the same search and the same scores in about a third of the memory. Built in
 * one go by `build`, and read-only afterwards.
 *
 * MiniSearch keeps a term's postings in its protected `_index` and writes them only through
 * `_index.fetch(term, create)` while adding a document. `build` points `_index` at a small collector for
 * the span of each `add`, moves that document's postings into per-term arrays, and packs them once every
 * document is in, so the Maps never exist all at once. `test/ai/packed-search.test.ts` holds the results
 * equal to a plain MiniSearch's, so a MiniSearch upgrade that changes this path fails there.
 */
export class PackedMiniSearch<T> extends MiniSearch<T> {
  private built = false;

  static build<T>(options: Options<T>, documents: Iterable<T>): PackedMiniSearch<T> {
    const search = new PackedMiniSearch<T>(options);
    const index = search._index;
    // term → [fieldId, documentId, frequency, …], terms in the order MiniSearch would have met them.
    const postings = new Map<string, number[]>();
    for (const document of documents) {
      const terms = new Map<string, Map<number, Map<number, number>>>();
      search._index = {
        fetch: (term: string) => terms.get(term) ?? terms.set(term, new Map()).get(term)!,
      } as never;
      try {
        search.add(document);
      } finally {
        search._index = index;
      }
      for (const [term, fields] of terms) {
        const list = postings.get(term) ?? postings.set(term, []).get(term)!;
        for (const [fieldId, documents] of fields)
          for (const [documentId, frequency] of documents) list.push(fieldId, documentId, frequency);
      }
    }
    search.pack(postings);
    return search;
  }

  private pack(postings: Map<string, number[]>) {
    let length = 0;
    for (const list of postings.values())
      length += 1 + (2 * list.length) / 3 + 2 * new Set(fieldsOf(list)).size;
    const store = new Int32Array(length);
    let at = 0;
    for (const [term, list] of postings) {
      const start = at;
      const fields = [...new Set(fieldsOf(list))];
      store[at++] = fields.length;
      for (const fieldId of fields) {
        store[at++] = fieldId;
        const countAt = at++;
        for (let i = 0; i < list.length; i += 3)
          if (list[i] === fieldId) {
            store[at++] = list[i + 1]!;
            store[at++] = list[i + 2]!;
          }
        store[countAt] = (at - countAt - 1) / 2;
      }
      // MiniSearch reads a term's data only with get(fieldId), and a field's postings as FieldFrequencies does.
      this._index.set(term, new PackedTerm(store, start) as never);
    }
    this.built = true;
  }

  override add(document: T): void {
    this.assertWritable();
    super.add(document);
  }

  override remove(document: T): void {
    this.assertWritable();
    super.remove(document);
  }

  override discard(id: unknown): void {
    this.assertWritable();
    super.discard(id);
  }

  private assertWritable() {
    if (this.built) throw new Error('A packed search index is read-only.');
  }
}

function* fieldsOf(list: readonly number[]) {
  for (let i = 0; i < list.length; i += 3) yield list[i]!;
}
