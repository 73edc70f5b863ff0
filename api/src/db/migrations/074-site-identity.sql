-- Who runs the site comes from the configuration (SITE_* variables, src/providers/site-identity.ts):
-- the stored placeholders go, and the pages name the mailboxes by {{supportEmail}} / {{businessEmail}},
-- which the page call fills in.
DELETE FROM site_config WHERE key IN ('companyName', 'registrations', 'supportEmail');
UPDATE info_pages SET html = replace(replace(html, 'support@wenjuan-community.example', '{{supportEmail}}'), 'bd@wenjuan-community.example', '{{businessEmail}}');
