-- Before the unique index of 0011: a name an owner gave two groups (racing creates) keeps its
-- oldest group; the others are renamed "{name} ({id})". Nothing is deleted.
UPDATE groups SET name = name || ' (' || id || ')'
WHERE id NOT IN (SELECT min(id) FROM groups GROUP BY owner_id, lower(name));
