-- Step-up tickets: the mobile-change ticket generalised. A fresh proof (the password, or a code to the
-- member's mobile) buys one; binding a third-party account, setting a password without the old one,
-- and changing mobile or email each use one.
ALTER TABLE mobile_change_tickets RENAME TO step_up_tickets;
