/** Vite's list of the files a pattern matches; with `eager`, their contents too. */
interface ImportMeta {
  glob<T = unknown>(pattern: string, options?: { query?: string; import?: string; eager?: boolean }): Record<string, T>;
}
