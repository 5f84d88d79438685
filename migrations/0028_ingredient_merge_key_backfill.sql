-- The catalogue's rows from before merge keys: the API writes each new or renamed ingredient's
-- key (its name as lists merge it: singular, without sizes); SQL cannot compute that, so older
-- rows take their lower-cased name, the nearest SQL can say. Renaming one writes its true key.
UPDATE `ingredients` SET `merge_key` = lower(`name`) WHERE `merge_key` IS NULL;
