/**
 * Text people type holds no control characters (NUL, vertical tab, form feed, escape, …): they
 * are invisible on a page and forbidden in what Larder publishes (a calendar feed). Shared by
 * the GraphQL mutations, the archive's format and the web's forms.
 */

/** One line of text: no control characters at all. */
export const ONE_LINE_TEXT = /^[^\p{Cc}]*$/u;

/** Text of several lines: tabs and line breaks are text, other control characters are not. */
export const MULTI_LINE_TEXT = /^[\t\n\r\P{Cc}]*$/u;

/** The refusal of a field holding a control character, in the form's words. */
export const noControlCharacters = (label: string) =>
  `${label} can't contain control characters (invisible ones such as NUL or form feed).`;

/**
 * `text` as one line ONE_LINE_TEXT takes: tabs and line breaks (and vertical tabs, form feeds)
 * become spaces, other control characters are left out. For text copied from a row written before
 * the rule, such as a recipe's title becoming its meal's.
 */
export const asOneLine = (text: string) => text.replace(/[\t\n\v\f\r]+/g, " ").replace(/\p{Cc}/gu, "");

/** `text` as MULTI_LINE_TEXT takes it: control characters other than tabs and line breaks left out. */
export const asMultiLine = (text: string) => text.replace(/[^\P{Cc}\t\n\r]/gu, "");
