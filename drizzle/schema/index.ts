export * from "./users";
export * from "./groups";
export * from "./recipes";
export * from "./meals";
export * from "./shopping";
export * from "./stores";
export * from "./pantry";
