// A shard database: the planning rows of the groups it hosts (recipes and the catalogue, meals,
// lists, stores, the pantry, applied change ids).
export * from "./hosted";
export * from "./recipes";
export * from "./meals";
export * from "./shopping";
export * from "./stores";
export * from "./pantry";
