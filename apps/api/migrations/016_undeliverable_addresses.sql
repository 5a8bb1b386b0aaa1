-- Bounced addresses (issue 30, ADR 064). Until now a refused emergency-contact address
-- went unnoticed: the walker left believing their contact would be told.
--
-- An address the mail server refused permanently (SMTP 5xx on the recipient) or the
-- provider reported as a hard bounce (the webhook POST /api/v1/email/bounces) is marked
-- here, lower-cased. A later delivery the server accepts clears the mark.
CREATE TABLE undeliverable_addresses (
  email text PRIMARY KEY CHECK (email = lower(email)),
  reason text NOT NULL,
  source text NOT NULL CHECK (source IN ('smtp', 'webhook')),
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);

-- What the walker has been told about one plan's addresses, so each is told once:
-- 'address' (the emergency contact's address cannot be delivered to) once per address
-- per plan, 'overdue' (the overdue alert to the contact failed) once per address per plan.
-- The overdue row also feeds the plan's status: the walker sees the alert did not reach.
CREATE TABLE plan_delivery_failures (
  plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  kind text NOT NULL CHECK (kind IN ('address', 'overdue')),
  at timestamptz NOT NULL,
  PRIMARY KEY (plan_id, email, kind)
);

-- The plans an address is on, looked up when it bounces.
CREATE INDEX plan_people_email_idx ON plan_people (lower(email)) WHERE email IS NOT NULL;
