-- Custom SQL migration file, put your code below! --
-- recipe_line_cache holds each recipe's lines as one JSON array; these triggers are the only
-- writers (decision record 9). Every one rebuilds the whole array of the recipes it touches from
-- recipe_ingredients joined to ingredients, so the cache cannot drift from what it summarises.
CREATE TRIGGER `recipe_line_cache_on_recipe_insert` AFTER INSERT ON `recipes`
BEGIN
  INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`)
  SELECT NEW.`id`, (
    SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = NEW.`id`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` = OLD.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_ingredient_rename` AFTER UPDATE OF `name` ON `ingredients`
WHEN NEW.`name` IS NOT OLD.`name`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` IN (SELECT `recipe_id` FROM `recipe_ingredients` WHERE `ingredient_id` = NEW.`id`);
END;
--> statement-breakpoint
-- Recipes that exist before this migration.
INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`)
SELECT r.`id`, (
  SELECT json_group_array(json_array(ri.`position`, ri.`id`, i.`id`, i.`name`, ri.`quantity`, ri.`unit`))
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
)
FROM `recipes` r;
