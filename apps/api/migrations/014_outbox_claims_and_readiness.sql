-- Each email sent by one process (ADR 062). `claimed_by` names the claim (the worker's host
-- and pid, and a random part per claim) that holds the row while `locked_until` lasts: the
-- worker renews its claim while sending and checks that it is still its own before each
-- send and before marking the row sent, so a claim that ran out and was taken by another
-- replica is never sent by both. Kept on a sent row: who sent it.
ALTER TABLE email_outbox ADD COLUMN claimed_by text;

-- The readiness check's write (GET /api/v1/ready): emptied and given a row inside a
-- transaction that is rolled back, so it always needs a new page on disk, as a save does,
-- and never holds anything.
CREATE TABLE readiness_probe (
  checked_at timestamptz NOT NULL
);
