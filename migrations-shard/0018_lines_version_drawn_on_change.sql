-- Each recipe's cached lines carry a version (recipe_line_cache.lines_version): a random number
-- below 2^53, drawn when the row is made and again whenever its lines change, never when only its
-- counts do. A worker that worked something out from a recipe's lines sends back the versions it
-- saw, and a read leaves out the lines that are still those.
CREATE TRIGGER `recipe_line_cache_version_on_insert` AFTER INSERT ON `recipe_line_cache`
BEGIN
  UPDATE `recipe_line_cache` SET `lines_version` = random() & 9007199254740991
  WHERE `recipe_id` = NEW.`recipe_id`;
END;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_version_on_lines_update` AFTER UPDATE OF `lines` ON `recipe_line_cache`
WHEN NEW.`lines` IS NOT OLD.`lines`
BEGIN
  UPDATE `recipe_line_cache` SET `lines_version` = random() & 9007199254740991
  WHERE `recipe_id` = NEW.`recipe_id`;
END;--> statement-breakpoint
UPDATE `recipe_line_cache` SET `lines_version` = random() & 9007199254740991;
