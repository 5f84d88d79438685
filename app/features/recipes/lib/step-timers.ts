import type { TFunction } from "i18next";
import { parseAmount } from "@larder/shared/amount";
import { SMALL_NUMBER_WORDS } from "@larder/shared/number-words";

/** A time a step asks for: the words it was written in ("20-25 minutes") and how long, in seconds. */
export type StepTimer = { text: string; seconds: number };

const UNIT_SECONDS: [RegExp, number][] = [
  [/^(?:hours?|hrs?|h)$/i, 3600],
  [/^(?:minutes?|mins?)$/i, 60],
  [/^(?:seconds?|secs?)$/i, 1],
];

/** Numbers written as words in steps ("bake for one hour", "about a minute"). */
const WORD_NUMBERS: Record<string, number> = {
  ...SMALL_NUMBER_WORDS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  "half an": 0.5,
  "half a": 0.5,
};

/** "25", "2.5", "1,5", "1½", "1 ½", "1 1/2", "1/2", "½", or a number word. */
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?(?:\s?[½¼¾⅓⅔⅛])?|[½¼¾⅓⅔⅛]|${Object.keys(
  WORD_NUMBERS,
)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** A range's other end is read past and ignored: a timer starts at the shorter time ("1–2 hours"). */
const RANGE_END = String.raw`(?:\s*(?:-|–|—|to|or)\s*${NUMBER})?`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)(?![\p{L}\d])`;
/** One amount of one unit; "25-minute" (as in "a 25-minute bake") too. */
const PART = new RegExp(String.raw`(?<![\p{L}\d,.])(${NUMBER})${RANGE_END}\s*-?\s*${UNIT}`, "giu");
/** What may stand between the parts of one time: "1 hour 30 minutes", "1 hr and 15 min", "3 min, 30 sec". */
const JOINER = /^(?:\s*,?\s*(?:and\s+)?)$/i;

function numberOf(text: string) {
  const word = WORD_NUMBERS[text.toLowerCase()];
  if (word !== undefined) return word;
  const amount = parseAmount(text.replace(/(\d)\s(?=[½¼¾⅓⅔⅛])/, "$1"));
  return amount === null || Number.isNaN(amount) ? null : amount;
}

const unitSeconds = (unit: string) => UNIT_SECONDS.find(([pattern]) => pattern.test(unit))![1];

/**
 * The first time a step's text asks for, as a timer: "bake for 25 minutes" is 25 minutes, a range
 * ("1–2 hours", "10 to 15 minutes") its first number, and parts written together add up ("1 hour
 * 30 minutes", "1½ hours"). None when the step names no time.
 */
export function findStepTimer(step: string): StepTimer | null {
  const parts = [...step.matchAll(PART)];
  let index = parts.findIndex((part) => (numberOf(part[1]!) ?? 0) > 0);
  if (index < 0) return null;
  const first = parts[index]!;
  let seconds = numberOf(first[1]!)! * unitSeconds(first[2]!);
  let end = first.index + first[0].length;
  // Only a smaller unit right after carries on the same time: "90 minutes - 2 hours" is 90 minutes.
  for (let next = parts[++index]; next; next = parts[++index]) {
    const previousUnit = unitSeconds(parts[index - 1]![2]!);
    const amount = numberOf(next[1]!);
    if (!JOINER.test(step.slice(end, next.index)) || unitSeconds(next[2]!) >= previousUnit || !amount) break;
    seconds += amount * unitSeconds(next[2]!);
    end = next.index + next[0].length;
  }
  return { text: step.slice(first.index, end), seconds: Math.round(seconds) };
}

/** A timer's length in short: "25 min", "1 h 30 min", "45 s" (in the page's language). */
export function formatDuration(t: TFunction<"recipes">, totalSeconds: number) {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [
    hours && t("time.hours", { hours }),
    minutes && t("time.minutes", { minutes }),
    seconds && t("time.seconds", { seconds }),
  ]
    .filter(Boolean)
    .join(" ");
}

/** A time left as a kitchen timer shows it: "25:00", "1:05:09". */
export function formatTimeLeft(totalSeconds: number) {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
