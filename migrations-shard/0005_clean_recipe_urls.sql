-- The links of recipes are held to the rule every way in now checks (worker-api/src/shared/web-address.ts):
-- a source is an http:// or https:// link; an image is that, or the path of a photo uploaded to a
-- recipe (/photos/recipes/<group>/<recipe>/<32 hex>.<jpg|png|webp>). Rows from before the rule
-- (free text from an archive: "javascript:…", "data:…", "/photos/../logout") lose the value; the
-- recipe stays. Spaces and line breaks around a link are dropped first, so a padded link is kept.
UPDATE `recipes` SET `source_url` = trim(`source_url`, ' ' || char(9, 10, 11, 12, 13))
WHERE `source_url` <> trim(`source_url`, ' ' || char(9, 10, 11, 12, 13));
--> statement-breakpoint
UPDATE `recipes` SET `image` = trim(`image`, ' ' || char(9, 10, 11, 12, 13))
WHERE `image` <> trim(`image`, ' ' || char(9, 10, 11, 12, 13));
--> statement-breakpoint
UPDATE `recipes` SET `source_url` = NULL
WHERE `source_url` IS NOT NULL
  AND (
    NOT (lower(substr(`source_url`, 1, 7)) = 'http://' OR lower(substr(`source_url`, 1, 8)) = 'https://')
    OR length(`source_url`) > 2000
    -- Control characters anywhere (a URL parser drops tabs and line breaks inside a link).
    OR `source_url` GLOB '*[' || char(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127) || ']*'
  );
--> statement-breakpoint
UPDATE `recipes` SET `image` = NULL
WHERE `image` IS NOT NULL
  AND (
    length(`image`) > 2000
    OR `image` GLOB '*[' || char(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127) || ']*'
    OR NOT (
      lower(substr(`image`, 1, 7)) = 'http://'
      OR lower(substr(`image`, 1, 8)) = 'https://'
      OR `id` IN (
        -- The photo path, taken apart at its slashes: two runs of digits, then the name of the file.
        WITH `after_folder` AS (
          SELECT `id`, substr(`image`, 17) AS `rest` FROM `recipes` WHERE `image` GLOB '/photos/recipes/*'
        ),
        `after_group` AS (
          SELECT `id`, substr(`rest`, 1, instr(`rest`, '/') - 1) AS `group_id`, substr(`rest`, instr(`rest`, '/') + 1) AS `rest`
          FROM `after_folder` WHERE instr(`rest`, '/') > 1
        ),
        `after_recipe` AS (
          SELECT `id`, `group_id`, substr(`rest`, 1, instr(`rest`, '/') - 1) AS `recipe_id`, substr(`rest`, instr(`rest`, '/') + 1) AS `file`
          FROM `after_group` WHERE instr(`rest`, '/') > 1
        )
        SELECT `id` FROM `after_recipe`
        WHERE `group_id` NOT GLOB '*[^0-9]*' AND `recipe_id` NOT GLOB '*[^0-9]*'
          -- 32 hex digits and the type (D1 takes no GLOB pattern longer than 50 bytes).
          AND substr(`file`, 33) IN ('.jpg', '.png', '.webp') AND substr(`file`, 1, 32) NOT GLOB '*[^0-9a-f]*'
      )
    )
  );
