-- An identity has a review state (spec §3 audit status: 0 pending review, 1 valid, 2 invalid) and, when
-- invalid, the reason the member is shown. Every verification made so far passed the automatic check.
ALTER TABLE identities ADD COLUMN audit_status smallint NOT NULL DEFAULT 1 CHECK (audit_status IN (0, 1, 2));
ALTER TABLE identities ADD COLUMN audit_reason text NOT NULL DEFAULT '';
