-- The four meal types every group starts with get their usual times (minutes after midnight);
-- other names keep none and are planned at 09:00 until someone sets one.
UPDATE meal_types SET default_minutes = CASE lower(name)
  WHEN 'breakfast' THEN 480
  WHEN 'lunch' THEN 750
  WHEN 'dinner' THEN 1140
  WHEN 'snack' THEN 960
END
WHERE default_minutes IS NULL AND lower(name) IN ('breakfast', 'lunch', 'dinner', 'snack');
