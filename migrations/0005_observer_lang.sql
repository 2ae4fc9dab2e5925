-- Estafette schema, version 5: each observer's language (en or fr), taken
-- from the words of their OBSERVE mail.
ALTER TABLE observers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
