// What a deploy step throws when it cannot finish: its reason in plain words, and what wrangler
// (or the check) said, which the deploy prints after it.

/** A step that could not finish: what wrangler (or the check) said. */
export class StepFailed extends Error {
  constructor(message, detail = "") {
    super(message);
    this.detail = detail;
  }
}
