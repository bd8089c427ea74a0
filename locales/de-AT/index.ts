import de_DE from '../de-DE';
import { extendLocale } from '../extend-locale';
import type { Translation } from '../i18n-types';

// Austria's texts are Germany's so far; a text that differs is written here and overrides it.
const de_AT = extendLocale<Translation>(de_DE, {});

export default de_AT;
