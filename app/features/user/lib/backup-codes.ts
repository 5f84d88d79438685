export const BACKUP_REGENERATION_NOTICE = "Backup code regeneration feature coming soon!";

/** The downloadable text file: numbered codes and the single-use warning. */
export function backupCodesFile(codes: string[]) {
  return [
    "Larder backup codes",
    "",
    "Each code can be used only once. Keep these codes somewhere safe.",
    "",
    ...codes.map((code, i) => `${i + 1}. ${code}`),
    "",
  ].join("\n");
}
