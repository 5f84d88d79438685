// The directory database: accounts, sessions and sign-in attempts, groups and their members, and
// the shard each group's planning rows live in.
export * from "./users";
export * from "./groups";
export * from "./shards";
