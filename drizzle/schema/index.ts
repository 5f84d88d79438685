// Every table, for the code: the directory's and a shard's (their databases are apart; see
// directory.ts and shard.ts, which drizzle-kit generates each database's migrations from).
export * from "./directory";
export * from "./shard";
