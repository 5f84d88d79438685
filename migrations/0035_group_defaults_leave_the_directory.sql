-- A group's planning rows move to its shard database (drizzle/schema/shard.ts): the triggers that
-- kept derived rows true here, and the recipe lines' view, go with them (a shard has its own).
DROP TRIGGER IF EXISTS `stores_default_for_new_group`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `pantry_places_default_for_new_group`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_line_cache_on_recipe_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_line_cache_on_line_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_line_cache_on_line_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_line_cache_on_line_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_line_cache_on_ingredient_rename`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_held_lines_on_merge_key_change`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_held_lines_on_pantry_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_held_lines_on_pantry_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_held_lines_on_pantry_move`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `recipe_held_lines_on_ingredient_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `pantry_moves_apply`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `pantry_moves_undo`;--> statement-breakpoint
DROP VIEW IF EXISTS `recipe_line_cache_source`;
