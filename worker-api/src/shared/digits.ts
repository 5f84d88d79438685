/**
 * Numbers as an Arabic keyboard types them, read as the forms' own: Arabic-Indic digits (٠ to ٩)
 * as 0 to 9, and the Arabic decimal mark (٫) as a point. Shared with the web worker as
 * `@larder/shared/digits`.
 */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\u066b/g, ".");
