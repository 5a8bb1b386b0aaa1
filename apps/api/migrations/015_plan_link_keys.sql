-- A plan's share link can be rotated (issue 29, finding 6; ADR 059). Until now the link
-- was the plan's id, so a link that leaked could never be taken back. The link is now
-- its own key: a new plan's is its id (every link already sent keeps working), and
-- "Make a new link" gives it a fresh one, after which the old link finds nothing for
-- anyone who is not the owner or in the group (they reach the plan by its id).
ALTER TABLE plans ADD COLUMN link_key uuid;
UPDATE plans SET link_key = id;
ALTER TABLE plans ALTER COLUMN link_key SET NOT NULL;
CREATE UNIQUE INDEX plans_link_key_idx ON plans (link_key);
