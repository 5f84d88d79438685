import { sql, type SQLWrapper } from "drizzle-orm";

/**
 * Whether the reads that work something out of recipes' cached lines leave out the lines whose
 * version (`recipe_line_cache.lines_version`) this isolate has worked out already. Those lines
 * were a fifth to most of such a read's D1 answer on the benchmark's household, for what the
 * isolate already held. Off, every read sends every line, and each is worked out again unless it
 * is the version last seen.
 */
const KNOWN_LINES_LEFT_OUT = true;

/** What was worked out of one version of a recipe's lines. */
type Known<T> = { version: number; value: T };

/**
 * What this isolate worked out of recipes' cached lines (`derive`), by group and then recipe id,
 * with the version of the lines it came from: a page or a proposal reads mostly the recipes the
 * last one read. Both maps forget their oldest entry past their size, and a group moves to the
 * end of its map when it is asked. What is kept must not be changed by those who use it.
 */
export class KnownLines<T> {
  readonly #byGroup = new Map<number, Map<number, Known<T>>>();

  constructor(
    private readonly derive: (lines: string, recipeId: number) => T,
    private readonly groupsKept: number,
    private readonly recipesKeptPerGroup: number,
  ) {}

  /**
   * One read's view of a group: `versions` (a JSON object of recipe id to lines version, bound as
   * the read's `knownLines`) says which lines to leave out, and `of` answers what a read recipe's
   * lines give, from its lines or, left out, from what was known. What was known is taken when the
   * read is built, so a read answered meanwhile cannot make this one forget.
   */
  forGroup(groupId: number) {
    const known = this.#byGroup.get(groupId) ?? new Map<number, Known<T>>();
    this.#byGroup.delete(groupId);
    this.#byGroup.set(groupId, known);
    if (this.#byGroup.size > this.groupsKept) this.#byGroup.delete(this.#byGroup.keys().next().value!);
    const asked = new Map(known);
    return {
      versions: KNOWN_LINES_LEFT_OUT
        ? JSON.stringify(Object.fromEntries([...asked].map(([id, entry]) => [id, entry.version])))
        : "{}",
      /**
       * What the recipe's lines give. `lines` is null when the read left them out as known, or,
       * with `version`, when the recipe has no cached row (triggers make one with every recipe):
       * then it is what no lines give.
       */
      of: (recipeId: number, version: number | null, lines: string | null): T => {
        if (version === null) return this.derive("[]", recipeId);
        const before = asked.get(recipeId);
        if (before?.version === version) return before.value;
        if (lines === null) throw new Error(`Lines of recipe ${recipeId} were left out but are not known`);
        const value = this.derive(lines, recipeId);
        known.delete(recipeId);
        if (known.size >= this.recipesKeptPerGroup) known.delete(known.keys().next().value!);
        known.set(recipeId, { version, value });
        return value;
      },
    };
  }
}

/**
 * A read's cached lines of a recipe, or null when `knownLines` (the bound `versions` of
 * `KnownLines.forGroup`) names the recipe with the lines' version.
 */
export const linesUnlessKnown = (
  knownLines: SQLWrapper,
  recipeId: SQLWrapper,
  version: SQLWrapper,
  lines: SQLWrapper,
) =>
  sql<
    string | null
  >`CASE WHEN json_extract(${knownLines}, '$."' || ${recipeId} || '"') = ${version} THEN NULL ELSE ${lines} END`;
