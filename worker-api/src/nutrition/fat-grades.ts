// Foods the table holds in grades of fat ("Beef, ground, 80% lean meat / 20% fat, raw"), read at the
// grade a line states: "90% lean ground beef", "ground beef (85/15)", "ground beef (7-20 % fat)".
import { foodAtPlace, foodDescriptions, type Food } from "./foods";

/** A graded description: what comes before the grade, the lean and fat percentages, what comes after. */
const GRADED = /^(.*?)(\d+)% lean meat \/ (\d+)% fat(.*)$/;

/** The fat percentage a line states: "90% lean" is 10, "85/15" 15, "7-20 % fat" 13.5; null when none. */
function statedFat(text: string): number | null {
  const lean = /(\d{2})\s*%\s*lean\b|\blean\W{1,3}(\d{2})\s*%/i.exec(text);
  if (lean) return 100 - Number(lean[1] ?? lean[2]);
  const ratio = /\b(\d{2})\s*\/\s*(\d{1,2})\b/.exec(text);
  if (ratio && Number(ratio[1]) + Number(ratio[2]) === 100) return Number(ratio[2]);
  const fat = /(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*%\s*fat\b/i.exec(text);
  return fat ? (Number(fat[1]) + Number(fat[2] ?? fat[1])) / 2 : null;
}

/**
 * The grade of a graded food nearest the fat a line's text states ("lean, 90%" is the 90% lean
 * beef); the food as it is when it has no grades or the text states none.
 */
export function atStatedGrade(food: Food, text: string): Food {
  const graded = GRADED.exec(food.description);
  const fat = graded ? statedFat(text) : null;
  if (!graded || fat === null) return food;
  let best = food;
  let distance = Math.abs(Number(graded[3]) - fat);
  foodDescriptions().forEach((description, place) => {
    if (!description.startsWith(graded[1]!)) return;
    const other = GRADED.exec(description);
    if (!other || other[1] !== graded[1] || other[4] !== graded[4]) return;
    const otherDistance = Math.abs(Number(other[3]) - fat);
    if (otherDistance < distance) {
      distance = otherDistance;
      best = foodAtPlace(place);
    }
  });
  return best;
}
