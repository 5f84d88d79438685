/** The downloadable text file: numbered codes and the single-use warning, in the page's words. */
export function backupCodesFile(codes: string[], words: { title: string; warning: string }) {
  return [words.title, "", words.warning, "", ...codes.map((code, i) => `${i + 1}. ${code}`), ""].join("\n");
}
