import type { Section } from "../../contract/sections";

/** A language's phrases by section, comma-separated (each in the singular, any case). */
export type SectionWords = Record<Section, string>;
