-- A place's safety texts (spec part 1 §2 track details), written by the import from what
-- DOC's data says of the place (apps/api/src/import/safety-texts.ts): essential preparation
-- and weather conditions as HTML, shared use as plain text. Null until the data is
-- imported again (`pnpm --filter @planmywalk/api import:data`); the API then answers null.
ALTER TABLE locations
  ADD COLUMN essential_preparation text,
  ADD COLUMN weather_conditions text,
  ADD COLUMN shared_use text;
