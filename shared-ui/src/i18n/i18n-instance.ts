import { setupI18n } from '@lingui/core';

/**
 * The one translation instance of the site. shared-ui is a federation singleton, so the shell and
 * both remotes read and switch this same instance: a change of language reaches every part at once.
 * The remotes never import Lingui themselves (lint forbids it): a second copy of its React context
 * would not see the shell's provider.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
