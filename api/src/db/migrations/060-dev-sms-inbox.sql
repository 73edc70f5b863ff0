-- Demo mode's SMS inbox (GET /api/dev/sms): the last code sent to each mobile. In the database, not in
-- process memory, so with several API processes the inbox answers whichever process sent the code.
-- Production never writes it.
CREATE TABLE dev_sms_inbox (
  mobile text PRIMARY KEY,
  code text NOT NULL,
  scene text NOT NULL,
  sent_at bigint NOT NULL
);
