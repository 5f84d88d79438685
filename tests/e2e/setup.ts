import { afterEach, expect } from "vitest";
import { pageErrors } from "./browser";

// A script error in the page fails the test, even when the screen still looked right.
afterEach(() => {
  const errors = pageErrors.splice(0);
  expect(errors).toEqual([]);
});
