import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { closeBrowser, closePages, launchBrowser } from "./browser";

beforeAll(launchBrowser);
afterAll(closeBrowser);

// A script error in a page fails the test that opened it, even when the screen still looked right.
afterEach(async () => {
  expect(await closePages()).toEqual([]);
});
