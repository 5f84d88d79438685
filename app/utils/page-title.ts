import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";

/**
 * A page's title from its loader (`title`, worded in the page's language). When the loader did
 * not answer (the page is an error: not found, forbidden), the shell's title for that error,
 * which the root's meta chose: a page's meta replaces its parents', so it is passed on here.
 */
export const pageTitle: MetaFunction<() => Promise<{ title: string }>> = ({ data, matches }) =>
  data ? [{ title: data.title }] : ((matches.find((match) => match.id === "root")?.meta ?? []) as MetaDescriptor[]);
