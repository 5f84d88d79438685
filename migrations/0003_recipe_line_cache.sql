CREATE TABLE `recipe_line_cache` (
	`recipe_id` integer PRIMARY KEY NOT NULL,
	`lines` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
